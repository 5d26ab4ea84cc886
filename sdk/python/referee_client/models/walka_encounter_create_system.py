from typing import Literal

WalkaEncounterCreateSystem = Literal["walka"]

WALKA_ENCOUNTER_CREATE_SYSTEM_VALUES: set[WalkaEncounterCreateSystem] = {
    "walka",
}


def check_walka_encounter_create_system(value: str) -> WalkaEncounterCreateSystem:
    if value in WALKA_ENCOUNTER_CREATE_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ENCOUNTER_CREATE_SYSTEM_VALUES!r}")
