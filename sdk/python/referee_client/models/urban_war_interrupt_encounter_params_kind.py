from typing import Literal, cast

UrbanWarInterruptEncounterParamsKind = Literal["charge", "shot"]

URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_KIND_VALUES: set[UrbanWarInterruptEncounterParamsKind] = {
    "charge",
    "shot",
}


def check_urban_war_interrupt_encounter_params_kind(value: str) -> UrbanWarInterruptEncounterParamsKind:
    if value in URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInterruptEncounterParamsKind, value)
