from typing import Literal, cast

UrbanWarCommandTestRequestBand = Literal["extreme", "long", "medium", "short"]

URBAN_WAR_COMMAND_TEST_REQUEST_BAND_VALUES: set[UrbanWarCommandTestRequestBand] = {
    "extreme",
    "long",
    "medium",
    "short",
}


def check_urban_war_command_test_request_band(value: str) -> UrbanWarCommandTestRequestBand:
    if value in URBAN_WAR_COMMAND_TEST_REQUEST_BAND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestRequestBand, value)
