from typing import Literal, cast

WalkaDefenseOddsRequestShieldSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_DEFENSE_ODDS_REQUEST_SHIELD_SKILL_DIE_VALUES: set[WalkaDefenseOddsRequestShieldSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_defense_odds_request_shield_skill_die(value: str) -> WalkaDefenseOddsRequestShieldSkillDie:
    if value in WALKA_DEFENSE_ODDS_REQUEST_SHIELD_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseOddsRequestShieldSkillDie, value)
