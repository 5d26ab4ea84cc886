from typing import Literal, cast

UmbraTurrisLocation = Literal["body", "head", "legs"]

UMBRA_TURRIS_LOCATION_VALUES: set[UmbraTurrisLocation] = {
    "body",
    "head",
    "legs",
}


def check_umbra_turris_location(value: str) -> UmbraTurrisLocation:
    if value in UMBRA_TURRIS_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisLocation, value)
