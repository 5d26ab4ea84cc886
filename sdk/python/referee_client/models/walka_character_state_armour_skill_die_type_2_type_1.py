from typing import Literal, cast

WalkaCharacterStateArmourSkillDieType2Type1 = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_CHARACTER_STATE_ARMOUR_SKILL_DIE_TYPE_2_TYPE_1_VALUES: set[WalkaCharacterStateArmourSkillDieType2Type1] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_character_state_armour_skill_die_type_2_type_1(
    value: str,
) -> WalkaCharacterStateArmourSkillDieType2Type1:
    if value in WALKA_CHARACTER_STATE_ARMOUR_SKILL_DIE_TYPE_2_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaCharacterStateArmourSkillDieType2Type1, value)
