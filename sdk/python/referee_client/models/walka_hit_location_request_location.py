from typing import Literal, cast

WalkaHitLocationRequestLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_HIT_LOCATION_REQUEST_LOCATION_VALUES: set[WalkaHitLocationRequestLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_hit_location_request_location(value: str) -> WalkaHitLocationRequestLocation:
    if value in WALKA_HIT_LOCATION_REQUEST_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaHitLocationRequestLocation, value)
