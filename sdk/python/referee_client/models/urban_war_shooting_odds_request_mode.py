from typing import Literal

UrbanWarShootingOddsRequestMode = Literal["interrupt", "normal"]

URBAN_WAR_SHOOTING_ODDS_REQUEST_MODE_VALUES: set[UrbanWarShootingOddsRequestMode] = {
    "interrupt",
    "normal",
}


def check_urban_war_shooting_odds_request_mode(value: str) -> UrbanWarShootingOddsRequestMode:
    if value in URBAN_WAR_SHOOTING_ODDS_REQUEST_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_SHOOTING_ODDS_REQUEST_MODE_VALUES!r}")
