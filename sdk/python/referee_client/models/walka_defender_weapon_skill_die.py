from typing import Literal, cast

WalkaDefenderWeaponSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_DEFENDER_WEAPON_SKILL_DIE_VALUES: set[WalkaDefenderWeaponSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_defender_weapon_skill_die(value: str) -> WalkaDefenderWeaponSkillDie:
    if value in WALKA_DEFENDER_WEAPON_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenderWeaponSkillDie, value)
