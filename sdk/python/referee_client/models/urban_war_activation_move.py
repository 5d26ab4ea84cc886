from typing import Literal, cast

UrbanWarActivationMove = Literal["break_off", "charge", "normal", "run"]

URBAN_WAR_ACTIVATION_MOVE_VALUES: set[UrbanWarActivationMove] = {
    "break_off",
    "charge",
    "normal",
    "run",
}


def check_urban_war_activation_move(value: str) -> UrbanWarActivationMove:
    if value in URBAN_WAR_ACTIVATION_MOVE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarActivationMove, value)
