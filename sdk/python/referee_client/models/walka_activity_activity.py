from typing import Literal, cast

WalkaActivityActivity = Literal[
    "action", "attack", "crawl", "defense", "instant", "leave_reach", "reload", "run", "spell", "stand_up", "walk"
]

WALKA_ACTIVITY_ACTIVITY_VALUES: set[WalkaActivityActivity] = {
    "action",
    "attack",
    "crawl",
    "defense",
    "instant",
    "leave_reach",
    "reload",
    "run",
    "spell",
    "stand_up",
    "walk",
}


def check_walka_activity_activity(value: str) -> WalkaActivityActivity:
    if value in WALKA_ACTIVITY_ACTIVITY_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaActivityActivity, value)
