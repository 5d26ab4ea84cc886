from typing import Literal, cast

WalkaRosterCharacterMainHand = Literal["left", "right"]

WALKA_ROSTER_CHARACTER_MAIN_HAND_VALUES: set[WalkaRosterCharacterMainHand] = {
    "left",
    "right",
}


def check_walka_roster_character_main_hand(value: str) -> WalkaRosterCharacterMainHand:
    if value in WALKA_ROSTER_CHARACTER_MAIN_HAND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaRosterCharacterMainHand, value)
