from typing import Literal

UmbraTurrisEncounterSystem = Literal["umbra-turris"]

UMBRA_TURRIS_ENCOUNTER_SYSTEM_VALUES: set[UmbraTurrisEncounterSystem] = {
    "umbra-turris",
}


def check_umbra_turris_encounter_system(value: str) -> UmbraTurrisEncounterSystem:
    if value in UMBRA_TURRIS_ENCOUNTER_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_ENCOUNTER_SYSTEM_VALUES!r}")
