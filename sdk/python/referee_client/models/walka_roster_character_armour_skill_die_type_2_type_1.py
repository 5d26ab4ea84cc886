from typing import Literal, cast

WalkaRosterCharacterArmourSkillDieType2Type1 = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_ROSTER_CHARACTER_ARMOUR_SKILL_DIE_TYPE_2_TYPE_1_VALUES: set[WalkaRosterCharacterArmourSkillDieType2Type1] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_roster_character_armour_skill_die_type_2_type_1(
    value: str,
) -> WalkaRosterCharacterArmourSkillDieType2Type1:
    if value in WALKA_ROSTER_CHARACTER_ARMOUR_SKILL_DIE_TYPE_2_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaRosterCharacterArmourSkillDieType2Type1, value)
