from typing import Literal, cast

WalkaCharacterStateMainHand = Literal["left", "right"]

WALKA_CHARACTER_STATE_MAIN_HAND_VALUES: set[WalkaCharacterStateMainHand] = {
    "left",
    "right",
}


def check_walka_character_state_main_hand(value: str) -> WalkaCharacterStateMainHand:
    if value in WALKA_CHARACTER_STATE_MAIN_HAND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaCharacterStateMainHand, value)
