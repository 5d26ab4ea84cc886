from typing import Literal, cast

WalkaArmourPieceSide = Literal["left", "none", "right"]

WALKA_ARMOUR_PIECE_SIDE_VALUES: set[WalkaArmourPieceSide] = {
    "left",
    "none",
    "right",
}


def check_walka_armour_piece_side(value: str) -> WalkaArmourPieceSide:
    if value in WALKA_ARMOUR_PIECE_SIDE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaArmourPieceSide, value)
