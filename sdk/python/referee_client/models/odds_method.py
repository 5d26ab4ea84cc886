from typing import Literal, cast

OddsMethod = Literal["composition", "dice_algebra", "enumeration", "first_round", "no_dice", "unavailable"]

ODDS_METHOD_VALUES: set[OddsMethod] = {
    "composition",
    "dice_algebra",
    "enumeration",
    "first_round",
    "no_dice",
    "unavailable",
}


def check_odds_method(value: str) -> OddsMethod:
    if value in ODDS_METHOD_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(OddsMethod, value)
