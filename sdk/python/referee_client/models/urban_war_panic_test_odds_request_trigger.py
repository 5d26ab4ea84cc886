from typing import Literal

UrbanWarPanicTestOddsRequestTrigger = Literal["below_half_wounds", "friendly_killed", "melee_lost", "other"]

URBAN_WAR_PANIC_TEST_ODDS_REQUEST_TRIGGER_VALUES: set[UrbanWarPanicTestOddsRequestTrigger] = {
    "below_half_wounds",
    "friendly_killed",
    "melee_lost",
    "other",
}


def check_urban_war_panic_test_odds_request_trigger(value: str) -> UrbanWarPanicTestOddsRequestTrigger:
    if value in URBAN_WAR_PANIC_TEST_ODDS_REQUEST_TRIGGER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_PANIC_TEST_ODDS_REQUEST_TRIGGER_VALUES!r}")
