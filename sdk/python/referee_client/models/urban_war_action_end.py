from typing import Literal, cast

UrbanWarActionEnd = Literal["run", "shot"]

URBAN_WAR_ACTION_END_VALUES: set[UrbanWarActionEnd] = {
    "run",
    "shot",
}


def check_urban_war_action_end(value: str) -> UrbanWarActionEnd:
    if value in URBAN_WAR_ACTION_END_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarActionEnd, value)
