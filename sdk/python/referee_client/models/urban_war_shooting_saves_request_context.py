from typing import Literal, cast

UrbanWarShootingSavesRequestContext = Literal["melee", "shooting"]

URBAN_WAR_SHOOTING_SAVES_REQUEST_CONTEXT_VALUES: set[UrbanWarShootingSavesRequestContext] = {
    "melee",
    "shooting",
}


def check_urban_war_shooting_saves_request_context(value: str) -> UrbanWarShootingSavesRequestContext:
    if value in URBAN_WAR_SHOOTING_SAVES_REQUEST_CONTEXT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarShootingSavesRequestContext, value)
