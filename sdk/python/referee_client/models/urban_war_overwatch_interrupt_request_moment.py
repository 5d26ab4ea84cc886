from typing import Literal

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
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_MOMENT_VALUES!r}"
    )
