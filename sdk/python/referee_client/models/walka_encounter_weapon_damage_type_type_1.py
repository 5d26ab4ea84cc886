from typing import Literal, cast

WalkaEncounterWeaponDamageTypeType1 = Literal["blunt", "piercing", "slashing"]

WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_1_VALUES: set[WalkaEncounterWeaponDamageTypeType1] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_encounter_weapon_damage_type_type_1(value: str) -> WalkaEncounterWeaponDamageTypeType1:
    if value in WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaEncounterWeaponDamageTypeType1, value)
