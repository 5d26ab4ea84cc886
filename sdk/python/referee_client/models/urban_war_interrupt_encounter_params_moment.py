from typing import Literal, cast

UrbanWarInterruptEncounterParamsMoment = Literal[
    "after_move", "after_shot", "before_move", "before_shot", "during_move"
]

URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_MOMENT_VALUES: set[UrbanWarInterruptEncounterParamsMoment] = {
    "after_move",
    "after_shot",
    "before_move",
    "before_shot",
    "during_move",
}


def check_urban_war_interrupt_encounter_params_moment(value: str) -> UrbanWarInterruptEncounterParamsMoment:
    if value in URBAN_WAR_INTERRUPT_ENCOUNTER_PARAMS_MOMENT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInterruptEncounterParamsMoment, value)
