from typing import Literal, cast

UrbanWarRallyRequestOccasion = Literal["activation", "interrupt", "reaction"]

URBAN_WAR_RALLY_REQUEST_OCCASION_VALUES: set[UrbanWarRallyRequestOccasion] = {
    "activation",
    "interrupt",
    "reaction",
}


def check_urban_war_rally_request_occasion(value: str) -> UrbanWarRallyRequestOccasion:
    if value in URBAN_WAR_RALLY_REQUEST_OCCASION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarRallyRequestOccasion, value)
