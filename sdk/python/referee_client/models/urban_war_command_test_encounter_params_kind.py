from typing import Literal

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
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_COMMAND_TEST_ENCOUNTER_PARAMS_KIND_VALUES!r}"
    )
