from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaCharacterStateStatus, value)
