from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_BODY_ROW_LOCATION_VALUES!r}")
