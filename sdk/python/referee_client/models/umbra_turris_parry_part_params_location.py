from typing import Literal, cast

UmbraTurrisParryPartParamsLocation = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_PARRY_PART_PARAMS_LOCATION_VALUES: set[UmbraTurrisParryPartParamsLocation] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_parry_part_params_location(value: str) -> UmbraTurrisParryPartParamsLocation:
    if value in UMBRA_TURRIS_PARRY_PART_PARAMS_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisParryPartParamsLocation, value)
