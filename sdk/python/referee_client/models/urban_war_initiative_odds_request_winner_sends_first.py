from typing import Literal

UrbanWarInitiativeOddsRequestWinnerSendsFirst = Literal["opponent", "self"]

URBAN_WAR_INITIATIVE_ODDS_REQUEST_WINNER_SENDS_FIRST_VALUES: set[UrbanWarInitiativeOddsRequestWinnerSendsFirst] = {
    "opponent",
    "self",
}


def check_urban_war_initiative_odds_request_winner_sends_first(
    value: str,
) -> UrbanWarInitiativeOddsRequestWinnerSendsFirst:
    if value in URBAN_WAR_INITIATIVE_ODDS_REQUEST_WINNER_SENDS_FIRST_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_INITIATIVE_ODDS_REQUEST_WINNER_SENDS_FIRST_VALUES!r}"
    )
