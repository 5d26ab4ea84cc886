from typing import Literal, cast

UmbraTurrisMeleeAttackRequestAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_MELEE_ATTACK_REQUEST_ATTACK_TYPE_VALUES: set[UmbraTurrisMeleeAttackRequestAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_melee_attack_request_attack_type(value: str) -> UmbraTurrisMeleeAttackRequestAttackType:
    if value in UMBRA_TURRIS_MELEE_ATTACK_REQUEST_ATTACK_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeAttackRequestAttackType, value)
