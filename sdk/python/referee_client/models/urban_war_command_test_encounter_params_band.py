from typing import Literal, cast

UrbanWarCommandTestEncounterParamsBand = Literal["extreme", "long", "medium", "short"]

URBAN_WAR_COMMAND_TEST_ENCOUNTER_PARAMS_BAND_VALUES: set[UrbanWarCommandTestEncounterParamsBand] = {
    "extreme",
    "long",
    "medium",
    "short",
}


def check_urban_war_command_test_encounter_params_band(value: str) -> UrbanWarCommandTestEncounterParamsBand:
    if value in URBAN_WAR_COMMAND_TEST_ENCOUNTER_PARAMS_BAND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestEncounterParamsBand, value)
