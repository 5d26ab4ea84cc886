from typing import Literal, cast

UmbraTurrisMeleeShieldBlockRequestDefenderLocationType3Type1 = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_SHIELD_BLOCK_REQUEST_DEFENDER_LOCATION_TYPE_3_TYPE_1_VALUES: set[
    UmbraTurrisMeleeShieldBlockRequestDefenderLocationType3Type1
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_shield_block_request_defender_location_type_3_type_1(
    value: str,
) -> UmbraTurrisMeleeShieldBlockRequestDefenderLocationType3Type1:
    if value in UMBRA_TURRIS_MELEE_SHIELD_BLOCK_REQUEST_DEFENDER_LOCATION_TYPE_3_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeShieldBlockRequestDefenderLocationType3Type1, value)
