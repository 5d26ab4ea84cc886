from typing import Literal, cast

UmbraTurrisLocationChoice = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_LOCATION_CHOICE_VALUES: set[UmbraTurrisLocationChoice] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_location_choice(value: str) -> UmbraTurrisLocationChoice:
    if value in UMBRA_TURRIS_LOCATION_CHOICE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisLocationChoice, value)
