from typing import Literal, cast

UrbanWarCommandTestEncounterParamsKind = Literal[
    "break_off", "generic", "interrupt_charge", "interrupt_shot", "target_selection"
]

URBAN_WAR_COMMAND_TEST_ENCOUNTER_PARAMS_KIND_VALUES: set[UrbanWarCommandTestEncounterParamsKind] = {
    "break_off",
    "generic",
    "interrupt_charge",
    "interrupt_shot",
    "target_selection",
}


def check_urban_war_command_test_encounter_params_kind(value: str) -> UrbanWarCommandTestEncounterParamsKind:
    if value in URBAN_WAR_COMMAND_TEST_ENCOUNTER_PARAMS_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestEncounterParamsKind, value)
