from typing import Literal, cast

UmbraTurrisMeleeRequestDefenderLocationType1 = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_REQUEST_DEFENDER_LOCATION_TYPE_1_VALUES: set[UmbraTurrisMeleeRequestDefenderLocationType1] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_request_defender_location_type_1(
    value: str,
) -> UmbraTurrisMeleeRequestDefenderLocationType1:
    if value in UMBRA_TURRIS_MELEE_REQUEST_DEFENDER_LOCATION_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeRequestDefenderLocationType1, value)
