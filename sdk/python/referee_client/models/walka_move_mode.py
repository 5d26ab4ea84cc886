from typing import Literal, cast

WalkaMoveMode = Literal["crawl", "run", "walk"]

WALKA_MOVE_MODE_VALUES: set[WalkaMoveMode] = {
    "crawl",
    "run",
    "walk",
}


def check_walka_move_mode(value: str) -> WalkaMoveMode:
    if value in WALKA_MOVE_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaMoveMode, value)
