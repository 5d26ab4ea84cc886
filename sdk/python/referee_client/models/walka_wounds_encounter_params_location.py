from typing import Literal

WalkaWoundsEncounterParamsLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_WOUNDS_ENCOUNTER_PARAMS_LOCATION_VALUES: set[WalkaWoundsEncounterParamsLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_wounds_encounter_params_location(value: str) -> WalkaWoundsEncounterParamsLocation:
    if value in WALKA_WOUNDS_ENCOUNTER_PARAMS_LOCATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_WOUNDS_ENCOUNTER_PARAMS_LOCATION_VALUES!r}")
