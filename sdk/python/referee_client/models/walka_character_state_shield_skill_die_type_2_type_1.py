from typing import Literal, cast

WalkaCharacterStateShieldSkillDieType2Type1 = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_CHARACTER_STATE_SHIELD_SKILL_DIE_TYPE_2_TYPE_1_VALUES: set[WalkaCharacterStateShieldSkillDieType2Type1] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_character_state_shield_skill_die_type_2_type_1(
    value: str,
) -> WalkaCharacterStateShieldSkillDieType2Type1:
    if value in WALKA_CHARACTER_STATE_SHIELD_SKILL_DIE_TYPE_2_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaCharacterStateShieldSkillDieType2Type1, value)
