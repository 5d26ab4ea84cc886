from typing import Literal

UrbanWarEncounterSystem = Literal["urban-war"]

URBAN_WAR_ENCOUNTER_SYSTEM_VALUES: set[UrbanWarEncounterSystem] = {
    "urban-war",
}


def check_urban_war_encounter_system(value: str) -> UrbanWarEncounterSystem:
    if value in URBAN_WAR_ENCOUNTER_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_ENCOUNTER_SYSTEM_VALUES!r}")
