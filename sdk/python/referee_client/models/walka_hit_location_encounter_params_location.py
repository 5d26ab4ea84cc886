from typing import Literal, cast

WalkaHitLocationEncounterParamsLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_LOCATION_VALUES: set[WalkaHitLocationEncounterParamsLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_hit_location_encounter_params_location(value: str) -> WalkaHitLocationEncounterParamsLocation:
    if value in WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaHitLocationEncounterParamsLocation, value)
