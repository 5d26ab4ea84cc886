from typing import Literal, cast

WalkaWoundsOddsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_WOUNDS_ODDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaWoundsOddsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_wounds_odds_request_damage_type(value: str) -> WalkaWoundsOddsRequestDamageType:
    if value in WALKA_WOUNDS_ODDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWoundsOddsRequestDamageType, value)
