from typing import Literal, cast

WalkaStrikeRequestLocationMode = Literal["chosen", "random"]

WALKA_STRIKE_REQUEST_LOCATION_MODE_VALUES: set[WalkaStrikeRequestLocationMode] = {
    "chosen",
    "random",
}


def check_walka_strike_request_location_mode(value: str) -> WalkaStrikeRequestLocationMode:
    if value in WALKA_STRIKE_REQUEST_LOCATION_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeRequestLocationMode, value)
