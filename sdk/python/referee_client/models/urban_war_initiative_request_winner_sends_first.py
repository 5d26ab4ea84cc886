from typing import Literal, cast

UrbanWarInitiativeRequestWinnerSendsFirst = Literal["opponent", "self"]

URBAN_WAR_INITIATIVE_REQUEST_WINNER_SENDS_FIRST_VALUES: set[UrbanWarInitiativeRequestWinnerSendsFirst] = {
    "opponent",
    "self",
}


def check_urban_war_initiative_request_winner_sends_first(value: str) -> UrbanWarInitiativeRequestWinnerSendsFirst:
    if value in URBAN_WAR_INITIATIVE_REQUEST_WINNER_SENDS_FIRST_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInitiativeRequestWinnerSendsFirst, value)
