from typing import Literal

WalkaRosterCharacterStatus = Literal["active", "bound", "dead", "fled", "unconscious"]

WALKA_ROSTER_CHARACTER_STATUS_VALUES: set[WalkaRosterCharacterStatus] = {
    "active",
    "bound",
    "dead",
    "fled",
    "unconscious",
}


def check_walka_roster_character_status(value: str) -> WalkaRosterCharacterStatus:
    if value in WALKA_ROSTER_CHARACTER_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ROSTER_CHARACTER_STATUS_VALUES!r}")
