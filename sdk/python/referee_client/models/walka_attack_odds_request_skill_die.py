from typing import Literal, cast

WalkaAttackOddsRequestSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_ATTACK_ODDS_REQUEST_SKILL_DIE_VALUES: set[WalkaAttackOddsRequestSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_attack_odds_request_skill_die(value: str) -> WalkaAttackOddsRequestSkillDie:
    if value in WALKA_ATTACK_ODDS_REQUEST_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackOddsRequestSkillDie, value)
