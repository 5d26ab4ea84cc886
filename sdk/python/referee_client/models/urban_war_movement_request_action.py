from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_MOVEMENT_REQUEST_ACTION_VALUES!r}")
