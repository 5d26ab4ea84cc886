from typing import Literal

WalkaCharacterStateMainHand = Literal["left", "right"]

WALKA_CHARACTER_STATE_MAIN_HAND_VALUES: set[WalkaCharacterStateMainHand] = {
    "left",
    "right",
}


def check_walka_character_state_main_hand(value: str) -> WalkaCharacterStateMainHand:
    if value in WALKA_CHARACTER_STATE_MAIN_HAND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_CHARACTER_STATE_MAIN_HAND_VALUES!r}")
