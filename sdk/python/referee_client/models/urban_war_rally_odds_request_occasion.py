from typing import Literal

UrbanWarRallyOddsRequestOccasion = Literal["activation", "interrupt", "reaction"]

URBAN_WAR_RALLY_ODDS_REQUEST_OCCASION_VALUES: set[UrbanWarRallyOddsRequestOccasion] = {
    "activation",
    "interrupt",
    "reaction",
}


def check_urban_war_rally_odds_request_occasion(value: str) -> UrbanWarRallyOddsRequestOccasion:
    if value in URBAN_WAR_RALLY_ODDS_REQUEST_OCCASION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_RALLY_ODDS_REQUEST_OCCASION_VALUES!r}")
