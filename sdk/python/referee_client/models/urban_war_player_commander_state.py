from typing import Literal, cast

UrbanWarPlayerCommanderState = Literal["dead", "ok", "panicked"]

URBAN_WAR_PLAYER_COMMANDER_STATE_VALUES: set[UrbanWarPlayerCommanderState] = {
    "dead",
    "ok",
    "panicked",
}


def check_urban_war_player_commander_state(value: str) -> UrbanWarPlayerCommanderState:
    if value in URBAN_WAR_PLAYER_COMMANDER_STATE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarPlayerCommanderState, value)
