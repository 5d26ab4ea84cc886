from typing import Literal

UrbanWarInterruptEncounterParamsKind = Literal["charge", "shot"]

URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_KIND_VALUES: set[UrbanWarInterruptEncounterParamsKind] = {
    "charge",
    "shot",
}


def check_urban_war_interrupt_encounter_params_kind(value: str) -> UrbanWarInterruptEncounterParamsKind:
    if value in URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_KIND_VALUES!r}")
