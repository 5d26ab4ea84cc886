from typing import Literal, cast

WalkaWeaponStateDamageTypeType1 = Literal["blunt", "piercing", "slashing"]

WALKA_WEAPON_STATE_DAMAGE_TYPE_TYPE_1_VALUES: set[WalkaWeaponStateDamageTypeType1] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_weapon_state_damage_type_type_1(value: str) -> WalkaWeaponStateDamageTypeType1:
    if value in WALKA_WEAPON_STATE_DAMAGE_TYPE_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWeaponStateDamageTypeType1, value)
