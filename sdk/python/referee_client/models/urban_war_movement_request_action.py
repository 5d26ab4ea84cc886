from typing import Literal, cast

UrbanWarMovementRequestAction = Literal["break_off", "charge", "interrupt_charge", "normal", "run"]

URBAN_WAR_MOVEMENT_REQUEST_ACTION_VALUES: set[UrbanWarMovementRequestAction] = {
    "break_off",
    "charge",
    "interrupt_charge",
    "normal",
    "run",
}


def check_urban_war_movement_request_action(value: str) -> UrbanWarMovementRequestAction:
    if value in URBAN_WAR_MOVEMENT_REQUEST_ACTION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarMovementRequestAction, value)
