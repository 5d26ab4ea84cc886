from typing import Literal, cast

UrbanWarShootingRequestMode = Literal["interrupt", "normal"]

URBAN_WAR_SHOOTING_REQUEST_MODE_VALUES: set[UrbanWarShootingRequestMode] = {
    "interrupt",
    "normal",
}


def check_urban_war_shooting_request_mode(value: str) -> UrbanWarShootingRequestMode:
    if value in URBAN_WAR_SHOOTING_REQUEST_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarShootingRequestMode, value)
