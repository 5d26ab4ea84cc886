from typing import Literal

UrbanWarOverwatchInterruptRequestKind = Literal["charge", "shot"]

URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_KIND_VALUES: set[UrbanWarOverwatchInterruptRequestKind] = {
    "charge",
    "shot",
}


def check_urban_war_overwatch_interrupt_request_kind(value: str) -> UrbanWarOverwatchInterruptRequestKind:
    if value in URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_OVERWATCH_INTERRUPT_REQUEST_KIND_VALUES!r}"
    )
