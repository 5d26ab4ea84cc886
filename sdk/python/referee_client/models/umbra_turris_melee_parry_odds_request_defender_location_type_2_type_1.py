from typing import Literal, cast

UmbraTurrisMeleeParryOddsRequestDefenderLocationType2Type1 = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_PARRY_ODDS_REQUEST_DEFENDER_LOCATION_TYPE_2_TYPE_1_VALUES: set[
    UmbraTurrisMeleeParryOddsRequestDefenderLocationType2Type1
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_parry_odds_request_defender_location_type_2_type_1(
    value: str,
) -> UmbraTurrisMeleeParryOddsRequestDefenderLocationType2Type1:
    if value in UMBRA_TURRIS_MELEE_PARRY_ODDS_REQUEST_DEFENDER_LOCATION_TYPE_2_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeParryOddsRequestDefenderLocationType2Type1, value)
