from typing import Literal, cast

UrbanWarLastActionEndedBy = Literal["run", "shot"]

URBAN_WAR_LAST_ACTION_ENDED_BY_VALUES: set[UrbanWarLastActionEndedBy] = {
    "run",
    "shot",
}


def check_urban_war_last_action_ended_by(value: str) -> UrbanWarLastActionEndedBy:
    if value in URBAN_WAR_LAST_ACTION_ENDED_BY_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarLastActionEndedBy, value)
