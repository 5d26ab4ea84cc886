from typing import Literal, cast

UrbanWarShootingSavesOddsRequestContext = Literal["melee", "shooting"]

URBAN_WAR_SHOOTING_SAVES_ODDS_REQUEST_CONTEXT_VALUES: set[UrbanWarShootingSavesOddsRequestContext] = {
    "melee",
    "shooting",
}


def check_urban_war_shooting_saves_odds_request_context(value: str) -> UrbanWarShootingSavesOddsRequestContext:
    if value in URBAN_WAR_SHOOTING_SAVES_ODDS_REQUEST_CONTEXT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarShootingSavesOddsRequestContext, value)
