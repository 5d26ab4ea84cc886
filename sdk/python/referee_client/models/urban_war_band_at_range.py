from typing import Literal, cast

UrbanWarBandAtRange = Literal["extreme", "long", "medium", "short"]

URBAN_WAR_BAND_AT_RANGE_VALUES: set[UrbanWarBandAtRange] = {
    "extreme",
    "long",
    "medium",
    "short",
}


def check_urban_war_band_at_range(value: str) -> UrbanWarBandAtRange:
    if value in URBAN_WAR_BAND_AT_RANGE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarBandAtRange, value)
