from typing import Literal

UrbanWarCommandTestOddsRequestBand = Literal["extreme", "long", "medium", "short"]

URBAN_WAR_COMMAND_TEST_ODDS_REQUEST_BAND_VALUES: set[UrbanWarCommandTestOddsRequestBand] = {
    "extreme",
    "long",
    "medium",
    "short",
}


def check_urban_war_command_test_odds_request_band(value: str) -> UrbanWarCommandTestOddsRequestBand:
    if value in URBAN_WAR_COMMAND_TEST_ODDS_REQUEST_BAND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_COMMAND_TEST_ODDS_REQUEST_BAND_VALUES!r}")
