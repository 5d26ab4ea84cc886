from typing import Literal, cast

UmbraTurrisAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_ATTACK_TYPE_VALUES: set[UmbraTurrisAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_attack_type(value: str) -> UmbraTurrisAttackType:
    if value in UMBRA_TURRIS_ATTACK_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisAttackType, value)
