from typing import Literal, cast

WalkaDefenseRequestWeaponSkillDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_DEFENSE_REQUEST_WEAPON_SKILL_DIE_VALUES: set[WalkaDefenseRequestWeaponSkillDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_defense_request_weapon_skill_die(value: str) -> WalkaDefenseRequestWeaponSkillDie:
    if value in WALKA_DEFENSE_REQUEST_WEAPON_SKILL_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseRequestWeaponSkillDie, value)
