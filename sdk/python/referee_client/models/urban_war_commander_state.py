from typing import Literal, cast

UrbanWarCommanderState = Literal["dead", "ok", "panicked"]

URBAN_WAR_COMMANDER_STATE_VALUES: set[UrbanWarCommanderState] = {
    "dead",
    "ok",
    "panicked",
}


def check_urban_war_commander_state(value: str) -> UrbanWarCommanderState:
    if value in URBAN_WAR_COMMANDER_STATE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommanderState, value)
