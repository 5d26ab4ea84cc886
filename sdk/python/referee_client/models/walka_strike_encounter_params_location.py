from typing import Literal, cast

WalkaStrikeEncounterParamsLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_VALUES: set[WalkaStrikeEncounterParamsLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_strike_encounter_params_location(value: str) -> WalkaStrikeEncounterParamsLocation:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeEncounterParamsLocation, value)
