from typing import Literal, cast

UrbanWarPanicTestEncounterParamsTrigger = Literal["below_half_wounds", "friendly_killed", "melee_lost", "other"]

URBAN_WAR_PANIC_TEST_ENCOUNTER_PARAMS_TRIGGER_VALUES: set[UrbanWarPanicTestEncounterParamsTrigger] = {
    "below_half_wounds",
    "friendly_killed",
    "melee_lost",
    "other",
}


def check_urban_war_panic_test_encounter_params_trigger(value: str) -> UrbanWarPanicTestEncounterParamsTrigger:
    if value in URBAN_WAR_PANIC_TEST_ENCOUNTER_PARAMS_TRIGGER_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarPanicTestEncounterParamsTrigger, value)
