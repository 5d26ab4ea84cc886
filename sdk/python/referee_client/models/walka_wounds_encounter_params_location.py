from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWoundsEncounterParamsLocation, value)
