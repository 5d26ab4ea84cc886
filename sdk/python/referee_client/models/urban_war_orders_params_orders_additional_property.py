from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarOrdersParamsOrdersAdditionalProperty, value)
