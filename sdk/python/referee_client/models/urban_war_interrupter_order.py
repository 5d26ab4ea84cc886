from typing import Literal

UrbanWarInterrupterOrder = Literal["none", "overwatch", "snap_fire"]

URBAN_WAR_INTERRUPTER_ORDER_VALUES: set[UrbanWarInterrupterOrder] = {
    "none",
    "overwatch",
    "snap_fire",
}


def check_urban_war_interrupter_order(value: str) -> UrbanWarInterrupterOrder:
    if value in URBAN_WAR_INTERRUPTER_ORDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_INTERRUPTER_ORDER_VALUES!r}")
