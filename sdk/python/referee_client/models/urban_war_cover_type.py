from typing import Literal, cast

UrbanWarCoverType = Literal["none", "soft", "solid"]

URBAN_WAR_COVER_TYPE_VALUES: set[UrbanWarCoverType] = {
    "none",
    "soft",
    "solid",
}


def check_urban_war_cover_type(value: str) -> UrbanWarCoverType:
    if value in URBAN_WAR_COVER_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCoverType, value)
