from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarMovementOddsRequestAction, value)
