from typing import Literal, cast

WalkaDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_DIE_VALUES: set[WalkaDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_die(value: str) -> WalkaDie:
    if value in WALKA_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDie, value)
