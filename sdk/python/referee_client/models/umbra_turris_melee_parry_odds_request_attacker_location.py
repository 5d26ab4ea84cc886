from typing import Literal, cast

UmbraTurrisMeleeParryOddsRequestAttackerLocation = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_PARRY_ODDS_REQUEST_ATTACKER_LOCATION_VALUES: set[
    UmbraTurrisMeleeParryOddsRequestAttackerLocation
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_parry_odds_request_attacker_location(
    value: str,
) -> UmbraTurrisMeleeParryOddsRequestAttackerLocation:
    if value in UMBRA_TURRIS_MELEE_PARRY_ODDS_REQUEST_ATTACKER_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeParryOddsRequestAttackerLocation, value)
