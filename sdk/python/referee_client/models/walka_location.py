from typing import Literal, cast

WalkaLocation = Literal["back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"]

WALKA_LOCATION_VALUES: set[WalkaLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_location(value: str) -> WalkaLocation:
    if value in WALKA_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaLocation, value)
