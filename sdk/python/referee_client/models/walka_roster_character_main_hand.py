from typing import Literal

WalkaRosterCharacterMainHand = Literal["left", "right"]

WALKA_ROSTER_CHARACTER_MAIN_HAND_VALUES: set[WalkaRosterCharacterMainHand] = {
    "left",
    "right",
}


def check_walka_roster_character_main_hand(value: str) -> WalkaRosterCharacterMainHand:
    if value in WALKA_ROSTER_CHARACTER_MAIN_HAND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ROSTER_CHARACTER_MAIN_HAND_VALUES!r}")
