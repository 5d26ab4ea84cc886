from typing import Literal

WalkaHitLocationOddsRequestMode = Literal["chosen", "random"]

WALKA_HIT_LOCATION_ODDS_REQUEST_MODE_VALUES: set[WalkaHitLocationOddsRequestMode] = {
    "chosen",
    "random",
}


def check_walka_hit_location_odds_request_mode(value: str) -> WalkaHitLocationOddsRequestMode:
    if value in WALKA_HIT_LOCATION_ODDS_REQUEST_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_HIT_LOCATION_ODDS_REQUEST_MODE_VALUES!r}")
