from typing import Literal

WalkaCharacterStateStatus = Literal["active", "bound", "dead", "fled", "unconscious"]

WALKA_CHARACTER_STATE_STATUS_VALUES: set[WalkaCharacterStateStatus] = {
    "active",
    "bound",
    "dead",
    "fled",
    "unconscious",
}


def check_walka_character_state_status(value: str) -> WalkaCharacterStateStatus:
    if value in WALKA_CHARACTER_STATE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_CHARACTER_STATE_STATUS_VALUES!r}")
