from typing import Literal, cast

WalkaCharacterStateShieldSkillDieType3Type1 = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_CHARACTER_STATE_SHIELD_SKILL_DIE_TYPE_3_TYPE_1_VALUES: set[WalkaCharacterStateShieldSkillDieType3Type1] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_character_state_shield_skill_die_type_3_type_1(
    value: str,
) -> WalkaCharacterStateShieldSkillDieType3Type1:
    if value in WALKA_CHARACTER_STATE_SHIELD_SKILL_DIE_TYPE_3_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaCharacterStateShieldSkillDieType3Type1, value)
