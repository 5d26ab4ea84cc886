from typing import Literal, cast

UrbanWarInterrupterOrder = Literal["none", "overwatch", "snap_fire"]

URBAN_WAR_INTERRUPTER_ORDER_VALUES: set[UrbanWarInterrupterOrder] = {
    "none",
    "overwatch",
    "snap_fire",
}


def check_urban_war_interrupter_order(value: str) -> UrbanWarInterrupterOrder:
    if value in URBAN_WAR_INTERRUPTER_ORDER_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInterrupterOrder, value)
