from typing import Literal, cast

WalkaHitLocationRequestMode = Literal["chosen", "random"]

WALKA_HIT_LOCATION_REQUEST_MODE_VALUES: set[WalkaHitLocationRequestMode] = {
    "chosen",
    "random",
}


def check_walka_hit_location_request_mode(value: str) -> WalkaHitLocationRequestMode:
    if value in WALKA_HIT_LOCATION_REQUEST_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaHitLocationRequestMode, value)
