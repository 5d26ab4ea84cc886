from typing import Literal

WalkaWeaponStateKind = Literal["melee", "ranged", "thrown"]

WALKA_WEAPON_STATE_KIND_VALUES: set[WalkaWeaponStateKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_weapon_state_kind(value: str) -> WalkaWeaponStateKind:
    if value in WALKA_WEAPON_STATE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_WEAPON_STATE_KIND_VALUES!r}")
