from typing import Literal

UrbanWarShootingRequestMode = Literal["interrupt", "normal"]

URBAN_WAR_SHOOTING_REQUEST_MODE_VALUES: set[UrbanWarShootingRequestMode] = {
    "interrupt",
    "normal",
}


def check_urban_war_shooting_request_mode(value: str) -> UrbanWarShootingRequestMode:
    if value in URBAN_WAR_SHOOTING_REQUEST_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_SHOOTING_REQUEST_MODE_VALUES!r}")
