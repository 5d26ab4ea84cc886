from typing import Literal

UrbanWarPlayerCommanderState = Literal["dead", "ok", "panicked"]

URBAN_WAR_PLAYER_COMMANDER_STATE_VALUES: set[UrbanWarPlayerCommanderState] = {
    "dead",
    "ok",
    "panicked",
}


def check_urban_war_player_commander_state(value: str) -> UrbanWarPlayerCommanderState:
    if value in URBAN_WAR_PLAYER_COMMANDER_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_PLAYER_COMMANDER_STATE_VALUES!r}")
