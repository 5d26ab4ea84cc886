from typing import Literal

UrbanWarMovementOddsRequestAction = Literal["break_off", "charge", "interrupt_charge", "normal", "run"]

URBAN_WAR_MOVEMENT_ODDS_REQUEST_ACTION_VALUES: set[UrbanWarMovementOddsRequestAction] = {
    "break_off",
    "charge",
    "interrupt_charge",
    "normal",
    "run",
}


def check_urban_war_movement_odds_request_action(value: str) -> UrbanWarMovementOddsRequestAction:
    if value in URBAN_WAR_MOVEMENT_ODDS_REQUEST_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_MOVEMENT_ODDS_REQUEST_ACTION_VALUES!r}")
