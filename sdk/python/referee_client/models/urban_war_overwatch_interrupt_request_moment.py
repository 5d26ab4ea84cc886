from typing import Literal, cast

UrbanWarOverwatchInterruptRequestMoment = Literal[
    "after_move", "after_shot", "before_move", "before_shot", "during_move"
]

URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_MOMENT_VALUES: set[UrbanWarOverwatchInterruptRequestMoment] = {
    "after_move",
    "after_shot",
    "before_move",
    "before_shot",
    "during_move",
}


def check_urban_war_overwatch_interrupt_request_moment(value: str) -> UrbanWarOverwatchInterruptRequestMoment:
    if value in URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_MOMENT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOverwatchInterruptRequestMoment, value)
