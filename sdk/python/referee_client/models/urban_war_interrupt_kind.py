from typing import Literal, cast

UrbanWarInterruptKind = Literal["charge", "shot"]

URBAN_WAR_INTERRUPT_KIND_VALUES: set[UrbanWarInterruptKind] = {
    "charge",
    "shot",
}


def check_urban_war_interrupt_kind(value: str) -> UrbanWarInterruptKind:
    if value in URBAN_WAR_INTERRUPT_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInterruptKind, value)
