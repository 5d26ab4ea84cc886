from typing import Literal, cast

WalkaBodyRowLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_BODY_ROW_LOCATION_VALUES: set[WalkaBodyRowLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_body_row_location(value: str) -> WalkaBodyRowLocation:
    if value in WALKA_BODY_ROW_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaBodyRowLocation, value)
