from typing import Literal

UrbanWarShootingSavesRequestContext = Literal["melee", "shooting"]

URBAN_WAR_SHOOTING_SAVES_REQUEST_CONTEXT_VALUES: set[UrbanWarShootingSavesRequestContext] = {
    "melee",
    "shooting",
}


def check_urban_war_shooting_saves_request_context(value: str) -> UrbanWarShootingSavesRequestContext:
    if value in URBAN_WAR_SHOOTING_SAVES_REQUEST_CONTEXT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_SHOOTING_SAVES_REQUEST_CONTEXT_VALUES!r}")
