from typing import Literal, cast

UmbraTurrisMeleeShieldBlockRequestDefenderLocationType2Type1 = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_SHIELD_BLOCK_REQUEST_DEFENDER_LOCATION_TYPE_2_TYPE_1_VALUES: set[
    UmbraTurrisMeleeShieldBlockRequestDefenderLocationType2Type1
] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_shield_block_request_defender_location_type_2_type_1(
    value: str,
) -> UmbraTurrisMeleeShieldBlockRequestDefenderLocationType2Type1:
    if value in UMBRA_TURRIS_MELEE_SHIELD_BLOCK_REQUEST_DEFENDER_LOCATION_TYPE_2_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeShieldBlockRequestDefenderLocationType2Type1, value)
