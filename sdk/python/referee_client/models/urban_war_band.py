from typing import Literal, cast

UrbanWarBand = Literal["extreme", "long", "medium", "melee", "short"]

URBAN_WAR_BAND_VALUES: set[UrbanWarBand] = {
    "extreme",
    "long",
    "medium",
    "melee",
    "short",
}


def check_urban_war_band(value: str) -> UrbanWarBand:
    if value in URBAN_WAR_BAND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarBand, value)
