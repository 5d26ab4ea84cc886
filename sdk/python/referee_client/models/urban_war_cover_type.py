from typing import Literal

UrbanWarCoverType = Literal["none", "soft", "solid"]

URBAN_WAR_COVER_TYPE_VALUES: set[UrbanWarCoverType] = {
    "none",
    "soft",
    "solid",
}


def check_urban_war_cover_type(value: str) -> UrbanWarCoverType:
    if value in URBAN_WAR_COVER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_COVER_TYPE_VALUES!r}")
