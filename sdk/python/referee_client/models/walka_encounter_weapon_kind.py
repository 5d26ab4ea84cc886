from typing import Literal, cast

WalkaEncounterWeaponKind = Literal["melee", "ranged", "thrown"]

WALKA_ENCOUNTER_WEAPON_KIND_VALUES: set[WalkaEncounterWeaponKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_encounter_weapon_kind(value: str) -> WalkaEncounterWeaponKind:
    if value in WALKA_ENCOUNTER_WEAPON_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaEncounterWeaponKind, value)
