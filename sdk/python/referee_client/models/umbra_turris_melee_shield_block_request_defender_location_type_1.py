from typing import Literal, cast

UmbraTurrisMeleeShieldBlockRequestDefenderLocationType1 = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_SHIELD_BLOCK_REQUEST_DEFENDER_LOCATION_TYPE_1_VALUES: set[
    UmbraTurrisMeleeShieldBlockRequestDefenderLocationType1
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_shield_block_request_defender_location_type_1(
    value: str,
) -> UmbraTurrisMeleeShieldBlockRequestDefenderLocationType1:
    if value in UMBRA_TURRIS_MELEE_SHIELD_BLOCK_REQUEST_DEFENDER_LOCATION_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeShieldBlockRequestDefenderLocationType1, value)
