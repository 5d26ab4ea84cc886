from typing import Literal

UrbanWarInitiativeRequestWinnerSendsFirst = Literal["opponent", "self"]

URBAN_WAR_INITIATIVE_REQUEST_WINNER_SENDS_FIRST_VALUES: set[UrbanWarInitiativeRequestWinnerSendsFirst] = {
    "opponent",
    "self",
}


def check_urban_war_initiative_request_winner_sends_first(value: str) -> UrbanWarInitiativeRequestWinnerSendsFirst:
    if value in URBAN_WAR_INITIATIVE_REQUEST_WINNER_SENDS_FIRST_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_INITIATIVE_REQUEST_WINNER_SENDS_FIRST_VALUES!r}"
    )
