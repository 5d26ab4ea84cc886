from typing import Literal, cast

UrbanWarActionKind = Literal["break_off", "charge", "move_and_shoot", "run"]

URBAN_WAR_ACTION_KIND_VALUES: set[UrbanWarActionKind] = {
    "break_off",
    "charge",
    "move_and_shoot",
    "run",
}


def check_urban_war_action_kind(value: str) -> UrbanWarActionKind:
    if value in URBAN_WAR_ACTION_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarActionKind, value)
