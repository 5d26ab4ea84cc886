from typing import Literal, cast

WalkaWeaponStateKind = Literal["melee", "ranged", "thrown"]

WALKA_WEAPON_STATE_KIND_VALUES: set[WalkaWeaponStateKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_weapon_state_kind(value: str) -> WalkaWeaponStateKind:
    if value in WALKA_WEAPON_STATE_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWeaponStateKind, value)
