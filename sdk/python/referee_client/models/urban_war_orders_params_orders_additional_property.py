from typing import Literal

UrbanWarOrdersParamsOrdersAdditionalProperty = Literal["overwatch", "snap_fire"]

URBAN_WAR_ORDERS_PARAMS_ORDERS_ADDITIONAL_PROPERTY_VALUES: set[UrbanWarOrdersParamsOrdersAdditionalProperty] = {
    "overwatch",
    "snap_fire",
}


def check_urban_war_orders_params_orders_additional_property(
    value: str,
) -> UrbanWarOrdersParamsOrdersAdditionalProperty:
    if value in URBAN_WAR_ORDERS_PARAMS_ORDERS_ADDITIONAL_PROPERTY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_ORDERS_PARAMS_ORDERS_ADDITIONAL_PROPERTY_VALUES!r}"
    )
