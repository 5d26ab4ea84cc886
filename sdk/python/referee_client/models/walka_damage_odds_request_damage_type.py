from typing import Literal

WalkaDamageOddsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_DAMAGE_ODDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaDamageOddsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_damage_odds_request_damage_type(value: str) -> WalkaDamageOddsRequestDamageType:
    if value in WALKA_DAMAGE_ODDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DAMAGE_ODDS_REQUEST_DAMAGE_TYPE_VALUES!r}")
