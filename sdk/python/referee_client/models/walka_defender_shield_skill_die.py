from typing import Literal, cast

WalkaDefenderShieldSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_DEFENDER_SHIELD_SKILL_DIE_VALUES: set[WalkaDefenderShieldSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_defender_shield_skill_die(value: str) -> WalkaDefenderShieldSkillDie:
    if value in WALKA_DEFENDER_SHIELD_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenderShieldSkillDie, value)
