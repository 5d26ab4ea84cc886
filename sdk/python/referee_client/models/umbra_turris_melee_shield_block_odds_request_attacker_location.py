from typing import Literal, cast

UmbraTurrisMeleeShieldBlockOddsRequestAttackerLocation = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_SHIELD_BLOCK_ODDS_REQUEST_ATTACKER_LOCATION_VALUES: set[
    UmbraTurrisMeleeShieldBlockOddsRequestAttackerLocation
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_shield_block_odds_request_attacker_location(
    value: str,
) -> UmbraTurrisMeleeShieldBlockOddsRequestAttackerLocation:
    if value in UMBRA_TURRIS_MELEE_SHIELD_BLOCK_ODDS_REQUEST_ATTACKER_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeShieldBlockOddsRequestAttackerLocation, value)
