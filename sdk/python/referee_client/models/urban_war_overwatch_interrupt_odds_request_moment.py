from typing import Literal, cast

UrbanWarOverwatchInterruptOddsRequestMoment = Literal[
    "after_move", "after_shot", "before_move", "before_shot", "during_move"
]

URBAN_WAR_OVERWATCH_INTERRUPT_ODDS_REQUEST_MOMENT_VALUES: set[UrbanWarOverwatchInterruptOddsRequestMoment] = {
    "after_move",
    "after_shot",
    "before_move",
    "before_shot",
    "during_move",
}


def check_urban_war_overwatch_interrupt_odds_request_moment(value: str) -> UrbanWarOverwatchInterruptOddsRequestMoment:
    if value in URBAN_WAR_OVERWATCH_INTERRUPT_ODDS_REQUEST_MOMENT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOverwatchInterruptOddsRequestMoment, value)
