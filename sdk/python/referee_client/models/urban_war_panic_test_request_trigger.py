from typing import Literal

UrbanWarPanicTestRequestTrigger = Literal["below_half_wounds", "friendly_killed", "melee_lost", "other"]

URBAN_WAR_PANIC_TEST_REQUEST_TRIGGER_VALUES: set[UrbanWarPanicTestRequestTrigger] = {
    "below_half_wounds",
    "friendly_killed",
    "melee_lost",
    "other",
}


def check_urban_war_panic_test_request_trigger(value: str) -> UrbanWarPanicTestRequestTrigger:
    if value in URBAN_WAR_PANIC_TEST_REQUEST_TRIGGER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_PANIC_TEST_REQUEST_TRIGGER_VALUES!r}")
