from typing import Literal, cast

WalkaActivityKind = Literal[
    "action", "attack", "crawl", "defense", "instant", "leave_reach", "reload", "run", "spell", "stand_up", "walk"
]

WALKA_ACTIVITY_KIND_VALUES: set[WalkaActivityKind] = {
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


def check_walka_activity_kind(value: str) -> WalkaActivityKind:
    if value in WALKA_ACTIVITY_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaActivityKind, value)
