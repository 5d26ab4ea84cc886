from typing import Literal, cast

WalkaDefenseOddsRequestArmourSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_DEFENSE_ODDS_REQUEST_ARMOUR_SKILL_DIE_VALUES: set[WalkaDefenseOddsRequestArmourSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_defense_odds_request_armour_skill_die(value: str) -> WalkaDefenseOddsRequestArmourSkillDie:
    if value in WALKA_DEFENSE_ODDS_REQUEST_ARMOUR_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseOddsRequestArmourSkillDie, value)
