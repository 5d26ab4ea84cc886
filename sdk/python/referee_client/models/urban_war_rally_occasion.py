from typing import Literal, cast

UrbanWarRallyOccasion = Literal["activation", "interrupt", "reaction"]

URBAN_WAR_RALLY_OCCASION_VALUES: set[UrbanWarRallyOccasion] = {
    "activation",
    "interrupt",
    "reaction",
}


def check_urban_war_rally_occasion(value: str) -> UrbanWarRallyOccasion:
    if value in URBAN_WAR_RALLY_OCCASION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarRallyOccasion, value)
