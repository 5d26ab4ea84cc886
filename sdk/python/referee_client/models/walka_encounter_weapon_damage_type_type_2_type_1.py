from typing import Literal, cast

WalkaEncounterWeaponDamageTypeType2Type1 = Literal["blunt", "piercing", "slashing"]

WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_2_TYPE_1_VALUES: set[WalkaEncounterWeaponDamageTypeType2Type1] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_encounter_weapon_damage_type_type_2_type_1(value: str) -> WalkaEncounterWeaponDamageTypeType2Type1:
    if value in WALKA_ENCOUNTER_WEAPON_DAMAGE_TYPE_TYPE_2_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaEncounterWeaponDamageTypeType2Type1, value)
