from typing import Literal, cast

UrbanWarInterruptMoment = Literal["after_move", "after_shot", "before_move", "before_shot", "during_move"]

URBAN_WAR_INTERRUPT_MOMENT_VALUES: set[UrbanWarInterruptMoment] = {
    "after_move",
    "after_shot",
    "before_move",
    "before_shot",
    "during_move",
}


def check_urban_war_interrupt_moment(value: str) -> UrbanWarInterruptMoment:
    if value in URBAN_WAR_INTERRUPT_MOMENT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInterruptMoment, value)
