from typing import Literal

UrbanWarRallyRequestOccasion = Literal["activation", "interrupt", "reaction"]

URBAN_WAR_RALLY_REQUEST_OCCASION_VALUES: set[UrbanWarRallyRequestOccasion] = {
    "activation",
    "interrupt",
    "reaction",
}


def check_urban_war_rally_request_occasion(value: str) -> UrbanWarRallyRequestOccasion:
    if value in URBAN_WAR_RALLY_REQUEST_OCCASION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_RALLY_REQUEST_OCCASION_VALUES!r}")
