from typing import Literal, cast

WalkaAttackerSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_ATTACKER_SKILL_DIE_VALUES: set[WalkaAttackerSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_attacker_skill_die(value: str) -> WalkaAttackerSkillDie:
    if value in WALKA_ATTACKER_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackerSkillDie, value)
