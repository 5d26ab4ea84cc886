from typing import Literal, cast

UrbanWarFirstToAct = Literal["opponent", "self"]

URBAN_WAR_FIRST_TO_ACT_VALUES: set[UrbanWarFirstToAct] = {
    "opponent",
    "self",
}


def check_urban_war_first_to_act(value: str) -> UrbanWarFirstToAct:
    if value in URBAN_WAR_FIRST_TO_ACT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarFirstToAct, value)
