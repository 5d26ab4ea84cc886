from typing import Literal

WalkaHitLocationRequestMode = Literal["chosen", "random"]

WALKA_HIT_LOCATION_REQUEST_MODE_VALUES: set[WalkaHitLocationRequestMode] = {
    "chosen",
    "random",
}


def check_walka_hit_location_request_mode(value: str) -> WalkaHitLocationRequestMode:
    if value in WALKA_HIT_LOCATION_REQUEST_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_HIT_LOCATION_REQUEST_MODE_VALUES!r}")
