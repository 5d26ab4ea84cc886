from typing import Literal, cast

UrbanWarShotMode = Literal["interrupt", "normal"]

URBAN_WAR_SHOT_MODE_VALUES: set[UrbanWarShotMode] = {
    "interrupt",
    "normal",
}


def check_urban_war_shot_mode(value: str) -> UrbanWarShotMode:
    if value in URBAN_WAR_SHOT_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarShotMode, value)
