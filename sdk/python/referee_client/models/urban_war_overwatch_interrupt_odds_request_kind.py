from typing import Literal, cast

UrbanWarOverwatchInterruptOddsRequestKind = Literal["charge", "shot"]

URBAN_WAR_OVERWATCH_INTERRUPT_ODDS_REQUEST_KIND_VALUES: set[UrbanWarOverwatchInterruptOddsRequestKind] = {
    "charge",
    "shot",
}


def check_urban_war_overwatch_interrupt_odds_request_kind(value: str) -> UrbanWarOverwatchInterruptOddsRequestKind:
    if value in URBAN_WAR_OVERWATCH_INTERRUPT_ODDS_REQUEST_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOverwatchInterruptOddsRequestKind, value)
