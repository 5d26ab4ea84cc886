from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInitiativeOddsRequestWinnerSendsFirst, value)
