from typing import Literal

WalkaEncounterWeaponKind = Literal["melee", "ranged", "thrown"]

WALKA_ENCOUNTER_WEAPON_KIND_VALUES: set[WalkaEncounterWeaponKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_encounter_weapon_kind(value: str) -> WalkaEncounterWeaponKind:
    if value in WALKA_ENCOUNTER_WEAPON_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ENCOUNTER_WEAPON_KIND_VALUES!r}")
