from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_REQUEST_FORM_VALUES!r}")
