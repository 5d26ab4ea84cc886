from typing import Literal, cast

UrbanWarMovementEncounterParamsAction = Literal["break_off", "charge", "normal", "run"]

URBAN_WAR_MOVEMENT_ENCOUNTER_PARAMS_ACTION_VALUES: set[UrbanWarMovementEncounterParamsAction] = {
    "break_off",
    "charge",
    "normal",
    "run",
}


def check_urban_war_movement_encounter_params_action(value: str) -> UrbanWarMovementEncounterParamsAction:
    if value in URBAN_WAR_MOVEMENT_ENCOUNTER_PARAMS_ACTION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarMovementEncounterParamsAction, value)
