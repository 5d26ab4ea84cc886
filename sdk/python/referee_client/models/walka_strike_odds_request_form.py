from typing import Literal, cast

WalkaStrikeOddsRequestForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_STRIKE_ODDS_REQUEST_FORM_VALUES: set[WalkaStrikeOddsRequestForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_strike_odds_request_form(value: str) -> WalkaStrikeOddsRequestForm:
    if value in WALKA_STRIKE_ODDS_REQUEST_FORM_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeOddsRequestForm, value)
