from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestOddsRequestBand, value)
