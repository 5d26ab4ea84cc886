from typing import Literal, cast

UrbanWarOrderToken = Literal["overwatch", "sealed", "snap_fire"]

URBAN_WAR_ORDER_TOKEN_VALUES: set[UrbanWarOrderToken] = {
    "overwatch",
    "sealed",
    "snap_fire",
}


def check_urban_war_order_token(value: str) -> UrbanWarOrderToken:
    if value in URBAN_WAR_ORDER_TOKEN_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOrderToken, value)
