from typing import Literal, cast

UmbraTurrisMeleeShieldBlockOddsRequestDefenderLocationType1 = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_SHIELD_BLOCK_ODDS_REQUEST_DEFENDER_LOCATION_TYPE_1_VALUES: set[
    UmbraTurrisMeleeShieldBlockOddsRequestDefenderLocationType1
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_shield_block_odds_request_defender_location_type_1(
    value: str,
) -> UmbraTurrisMeleeShieldBlockOddsRequestDefenderLocationType1:
    if value in UMBRA_TURRIS_MELEE_SHIELD_BLOCK_ODDS_REQUEST_DEFENDER_LOCATION_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeShieldBlockOddsRequestDefenderLocationType1, value)
