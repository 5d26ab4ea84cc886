from typing import Literal, cast

WalkaRosterCharacterShieldSkillDieType1 = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_ROSTER_CHARACTER_SHIELD_SKILL_DIE_TYPE_1_VALUES: set[WalkaRosterCharacterShieldSkillDieType1] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_roster_character_shield_skill_die_type_1(value: str) -> WalkaRosterCharacterShieldSkillDieType1:
    if value in WALKA_ROSTER_CHARACTER_SHIELD_SKILL_DIE_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaRosterCharacterShieldSkillDieType1, value)
