from typing import Literal, cast

WalkaAttackOddsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_ATTACK_ODDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaAttackOddsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_attack_odds_request_damage_type(value: str) -> WalkaAttackOddsRequestDamageType:
    if value in WALKA_ATTACK_ODDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackOddsRequestDamageType, value)
