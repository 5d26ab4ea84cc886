from typing import Literal, cast

WalkaStrikeRequestForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_STRIKE_REQUEST_FORM_VALUES: set[WalkaStrikeRequestForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_strike_request_form(value: str) -> WalkaStrikeRequestForm:
    if value in WALKA_STRIKE_REQUEST_FORM_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeRequestForm, value)
