from typing import Literal, cast

UmbraTurrisMeleeRequestAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_MELEE_REQUEST_ATTACK_TYPE_VALUES: set[UmbraTurrisMeleeRequestAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_melee_request_attack_type(value: str) -> UmbraTurrisMeleeRequestAttackType:
    if value in UMBRA_TURRIS_MELEE_REQUEST_ATTACK_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeRequestAttackType, value)
