from typing import Literal

UrbanWarCommandTestOddsRequestKind = Literal[
    "break_off", "generic", "interrupt_charge", "interrupt_shot", "panic", "rally", "target_selection"
]

URBAN_WAR_COMMAND_TEST_ODDS_REQUEST_KIND_VALUES: set[UrbanWarCommandTestOddsRequestKind] = {
    "break_off",
    "generic",
    "interrupt_charge",
    "interrupt_shot",
    "panic",
    "rally",
    "target_selection",
}


def check_urban_war_command_test_odds_request_kind(value: str) -> UrbanWarCommandTestOddsRequestKind:
    if value in URBAN_WAR_COMMAND_TEST_ODDS_REQUEST_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_COMMAND_TEST_ODDS_REQUEST_KIND_VALUES!r}")
