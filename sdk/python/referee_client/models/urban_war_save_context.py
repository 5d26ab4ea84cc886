from typing import Literal, cast

UrbanWarSaveContext = Literal["melee", "shooting"]

URBAN_WAR_SAVE_CONTEXT_VALUES: set[UrbanWarSaveContext] = {
    "melee",
    "shooting",
}


def check_urban_war_save_context(value: str) -> UrbanWarSaveContext:
    if value in URBAN_WAR_SAVE_CONTEXT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarSaveContext, value)
