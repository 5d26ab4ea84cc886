from typing import Literal, cast

UrbanWarShootingOddsRequestMode = Literal["interrupt", "normal"]

URBAN_WAR_SHOOTING_ODDS_REQUEST_MODE_VALUES: set[UrbanWarShootingOddsRequestMode] = {
    "interrupt",
    "normal",
}


def check_urban_war_shooting_odds_request_mode(value: str) -> UrbanWarShootingOddsRequestMode:
    if value in URBAN_WAR_SHOOTING_ODDS_REQUEST_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarShootingOddsRequestMode, value)
