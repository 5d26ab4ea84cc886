from typing import Literal, cast

WalkaStrikeRequestLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_STRIKE_REQUEST_LOCATION_VALUES: set[WalkaStrikeRequestLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_strike_request_location(value: str) -> WalkaStrikeRequestLocation:
    if value in WALKA_STRIKE_REQUEST_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeRequestLocation, value)
