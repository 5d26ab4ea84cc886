from typing import Literal, cast

WalkaDamageOddsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_DAMAGE_ODDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaDamageOddsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_damage_odds_request_damage_type(value: str) -> WalkaDamageOddsRequestDamageType:
    if value in WALKA_DAMAGE_ODDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageOddsRequestDamageType, value)
