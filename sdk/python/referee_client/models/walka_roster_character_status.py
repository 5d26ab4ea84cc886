from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaRosterCharacterStatus, value)
