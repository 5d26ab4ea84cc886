from typing import Literal, cast

WalkaHand = Literal["left", "right"]

WALKA_HAND_VALUES: set[WalkaHand] = {
    "left",
    "right",
}


def check_walka_hand(value: str) -> WalkaHand:
    if value in WALKA_HAND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaHand, value)
