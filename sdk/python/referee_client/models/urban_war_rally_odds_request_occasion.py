from typing import Literal, cast

UrbanWarRallyOddsRequestOccasion = Literal["activation", "interrupt", "reaction"]

URBAN_WAR_RALLY_ODDS_REQUEST_OCCASION_VALUES: set[UrbanWarRallyOddsRequestOccasion] = {
    "activation",
    "interrupt",
    "reaction",
}


def check_urban_war_rally_odds_request_occasion(value: str) -> UrbanWarRallyOddsRequestOccasion:
    if value in URBAN_WAR_RALLY_ODDS_REQUEST_OCCASION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarRallyOddsRequestOccasion, value)
