from typing import Literal, cast

WalkaDamageEncounterParamsLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_DAMAGE_ENCOUNTER_PARAMS_LOCATION_VALUES: set[WalkaDamageEncounterParamsLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_damage_encounter_params_location(value: str) -> WalkaDamageEncounterParamsLocation:
    if value in WALKA_DAMAGE_ENCOUNTER_PARAMS_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageEncounterParamsLocation, value)
