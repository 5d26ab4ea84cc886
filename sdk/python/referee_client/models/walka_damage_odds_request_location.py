from typing import Literal, cast

WalkaDamageOddsRequestLocation = Literal[
    "back", "head", "left_arm", "left_leg", "lower_abdomen", "right_arm", "right_leg", "torso"
]

WALKA_DAMAGE_ODDS_REQUEST_LOCATION_VALUES: set[WalkaDamageOddsRequestLocation] = {
    "back",
    "head",
    "left_arm",
    "left_leg",
    "lower_abdomen",
    "right_arm",
    "right_leg",
    "torso",
}


def check_walka_damage_odds_request_location(value: str) -> WalkaDamageOddsRequestLocation:
    if value in WALKA_DAMAGE_ODDS_REQUEST_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageOddsRequestLocation, value)
