from typing import Literal, cast

WalkaStrikeOddsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_STRIKE_ODDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaStrikeOddsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_strike_odds_request_damage_type(value: str) -> WalkaStrikeOddsRequestDamageType:
    if value in WALKA_STRIKE_ODDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeOddsRequestDamageType, value)
