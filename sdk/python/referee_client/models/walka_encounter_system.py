from typing import Literal

WalkaEncounterSystem = Literal["walka"]

WALKA_ENCOUNTER_SYSTEM_VALUES: set[WalkaEncounterSystem] = {
    "walka",
}


def check_walka_encounter_system(value: str) -> WalkaEncounterSystem:
    if value in WALKA_ENCOUNTER_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ENCOUNTER_SYSTEM_VALUES!r}")
