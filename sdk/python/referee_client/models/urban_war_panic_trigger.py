from typing import Literal, cast

UrbanWarPanicTrigger = Literal["below_half_wounds", "friendly_killed", "melee_lost", "other"]

URBAN_WAR_PANIC_TRIGGER_VALUES: set[UrbanWarPanicTrigger] = {
    "below_half_wounds",
    "friendly_killed",
    "melee_lost",
    "other",
}


def check_urban_war_panic_trigger(value: str) -> UrbanWarPanicTrigger:
    if value in URBAN_WAR_PANIC_TRIGGER_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarPanicTrigger, value)
