from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarPanicTestRequestTrigger, value)
