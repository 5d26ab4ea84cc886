from typing import Literal, cast

UrbanWarOrder = Literal["overwatch", "snap_fire"]

URBAN_WAR_ORDER_VALUES: set[UrbanWarOrder] = {
    "overwatch",
    "snap_fire",
}


def check_urban_war_order(value: str) -> UrbanWarOrder:
    if value in URBAN_WAR_ORDER_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOrder, value)
