from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestRequestKind, value)
