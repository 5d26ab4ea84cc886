from typing import Literal, cast

UrbanWarOverwatchInterruptRequestKind = Literal["charge", "shot"]

URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_KIND_VALUES: set[UrbanWarOverwatchInterruptRequestKind] = {
    "charge",
    "shot",
}


def check_urban_war_overwatch_interrupt_request_kind(value: str) -> UrbanWarOverwatchInterruptRequestKind:
    if value in URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOverwatchInterruptRequestKind, value)
