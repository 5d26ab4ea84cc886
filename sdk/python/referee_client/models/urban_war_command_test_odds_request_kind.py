from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestOddsRequestKind, value)
