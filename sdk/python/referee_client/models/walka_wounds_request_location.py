from typing import Literal, cast

WalkaWoundsRequestLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_WOUNDS_REQUEST_LOCATION_VALUES: set[WalkaWoundsRequestLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_wounds_request_location(value: str) -> WalkaWoundsRequestLocation:
    if value in WALKA_WOUNDS_REQUEST_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWoundsRequestLocation, value)
