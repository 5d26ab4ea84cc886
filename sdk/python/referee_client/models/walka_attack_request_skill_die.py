from typing import Literal, cast

WalkaAttackRequestSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_ATTACK_REQUEST_SKILL_DIE_VALUES: set[WalkaAttackRequestSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_attack_request_skill_die(value: str) -> WalkaAttackRequestSkillDie:
    if value in WALKA_ATTACK_REQUEST_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackRequestSkillDie, value)
