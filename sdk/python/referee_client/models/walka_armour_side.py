from typing import Literal, cast

WalkaArmourSide = Literal["left", "none", "right"]

WALKA_ARMOUR_SIDE_VALUES: set[WalkaArmourSide] = {
    "left",
    "none",
    "right",
}


def check_walka_armour_side(value: str) -> WalkaArmourSide:
    if value in WALKA_ARMOUR_SIDE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaArmourSide, value)
