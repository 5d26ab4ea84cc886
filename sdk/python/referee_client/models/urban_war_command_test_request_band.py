from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_COMMAND_TEST_REQUEST_BAND_VALUES!r}")
