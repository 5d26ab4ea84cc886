from typing import Literal

UrbanWarCommandTestRequestKind = Literal[
    "break_off", "generic", "interrupt_charge", "interrupt_shot", "panic", "rally", "target_selection"
]

URBAN_WAR_COMMAND_TEST_REQUEST_KIND_VALUES: set[UrbanWarCommandTestRequestKind] = {
    "break_off",
    "generic",
    "interrupt_charge",
    "interrupt_shot",
    "panic",
    "rally",
    "target_selection",
}


def check_urban_war_command_test_request_kind(value: str) -> UrbanWarCommandTestRequestKind:
    if value in URBAN_WAR_COMMAND_TEST_REQUEST_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_COMMAND_TEST_REQUEST_KIND_VALUES!r}")
