from typing import Literal, cast

WalkaWeaponStateSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_WEAPON_STATE_SKILL_DIE_VALUES: set[WalkaWeaponStateSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_weapon_state_skill_die(value: str) -> WalkaWeaponStateSkillDie:
    if value in WALKA_WEAPON_STATE_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWeaponStateSkillDie, value)
