from typing import Literal

WalkaActivityActivity = Literal[
    "action", "attack", "crawl", "defense", "instant", "reload", "run", "spell", "stand_up", "walk"
]

WALKA_ACTIVITY_ACTIVITY_VALUES: set[WalkaActivityActivity] = {
    "action",
    "attack",
    "crawl",
    "defense",
    "instant",
    "reload",
    "run",
    "spell",
    "stand_up",
    "walk",
}


def check_walka_activity_activity(value: str) -> WalkaActivityActivity:
    if value in WALKA_ACTIVITY_ACTIVITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ACTIVITY_ACTIVITY_VALUES!r}")
