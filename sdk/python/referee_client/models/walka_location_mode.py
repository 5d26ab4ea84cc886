from typing import Literal, cast

WalkaLocationMode = Literal["chosen", "random"]

WALKA_LOCATION_MODE_VALUES: set[WalkaLocationMode] = {
    "chosen",
    "random",
}


def check_walka_location_mode(value: str) -> WalkaLocationMode:
    if value in WALKA_LOCATION_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaLocationMode, value)
