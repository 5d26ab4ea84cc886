from typing import Literal, cast

UrbanWarMoveAction = Literal["break_off", "charge", "interrupt_charge", "normal", "run"]

URBAN_WAR_MOVE_ACTION_VALUES: set[UrbanWarMoveAction] = {
    "break_off",
    "charge",
    "interrupt_charge",
    "normal",
    "run",
}


def check_urban_war_move_action(value: str) -> UrbanWarMoveAction:
    if value in URBAN_WAR_MOVE_ACTION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarMoveAction, value)
