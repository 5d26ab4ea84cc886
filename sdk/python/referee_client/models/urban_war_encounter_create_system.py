from typing import Literal

UrbanWarEncounterCreateSystem = Literal["urban-war"]

URBAN_WAR_ENCOUNTER_CREATE_SYSTEM_VALUES: set[UrbanWarEncounterCreateSystem] = {
    "urban-war",
}


def check_urban_war_encounter_create_system(value: str) -> UrbanWarEncounterCreateSystem:
    if value in URBAN_WAR_ENCOUNTER_CREATE_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_ENCOUNTER_CREATE_SYSTEM_VALUES!r}")
