from typing import Literal

WalkaEncounterWeaponDamageTypeType3Type1 = Literal["blunt", "piercing", "slashing"]

WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_3_TYPE_1_VALUES: set[WalkaEncounterWeaponDamageTypeType3Type1] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_encounter_weapon_damage_type_type_3_type_1(value: str) -> WalkaEncounterWeaponDamageTypeType3Type1:
    if value in WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_3_TYPE_1_VALUES!r}"
    )
