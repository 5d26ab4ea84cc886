from typing import Literal

WalkaArmourPieceSide = Literal["left", "none", "right"]

WALKA_ARMOUR_PIECE_SIDE_VALUES: set[WalkaArmourPieceSide] = {
    "left",
    "none",
    "right",
}


def check_walka_armour_piece_side(value: str) -> WalkaArmourPieceSide:
    if value in WALKA_ARMOUR_PIECE_SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ARMOUR_PIECE_SIDE_VALUES!r}")
