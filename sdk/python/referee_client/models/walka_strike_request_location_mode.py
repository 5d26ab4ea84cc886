from typing import Literal

WalkaStrikeRequestLocationMode = Literal["chosen", "random"]

WALKA_STRIKE_REQUEST_LOCATION_MODE_VALUES: set[WalkaStrikeRequestLocationMode] = {
    "chosen",
    "random",
}


def check_walka_strike_request_location_mode(value: str) -> WalkaStrikeRequestLocationMode:
    if value in WALKA_STRIKE_REQUEST_LOCATION_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_REQUEST_LOCATION_MODE_VALUES!r}")
