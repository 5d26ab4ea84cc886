from typing import Literal, cast

WalkaCoverageLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_COVERAGE_LOCATION_VALUES: set[WalkaCoverageLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_coverage_location(value: str) -> WalkaCoverageLocation:
    if value in WALKA_COVERAGE_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaCoverageLocation, value)
