from typing import Literal, cast

WalkaEncounterWeaponSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_ENCOUNTER_WEAPON_SKILL_DIE_VALUES: set[WalkaEncounterWeaponSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_encounter_weapon_skill_die(value: str) -> WalkaEncounterWeaponSkillDie:
    if value in WALKA_ENCOUNTER_WEAPON_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaEncounterWeaponSkillDie, value)
