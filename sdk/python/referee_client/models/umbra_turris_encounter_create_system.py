from typing import Literal

UmbraTurrisEncounterCreateSystem = Literal["umbra-turris"]

UMBRA_TURRIS_ENCOUNTER_CREATE_SYSTEM_VALUES: set[UmbraTurrisEncounterCreateSystem] = {
    "umbra-turris",
}


def check_umbra_turris_encounter_create_system(value: str) -> UmbraTurrisEncounterCreateSystem:
    if value in UMBRA_TURRIS_ENCOUNTER_CREATE_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_ENCOUNTER_CREATE_SYSTEM_VALUES!r}")
