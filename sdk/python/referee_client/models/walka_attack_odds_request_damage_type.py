from typing import Literal

WalkaAttackOddsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_ATTACK_ODDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaAttackOddsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_attack_odds_request_damage_type(value: str) -> WalkaAttackOddsRequestDamageType:
    if value in WALKA_ATTACK_ODDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_ODDS_REQUEST_DAMAGE_TYPE_VALUES!r}")
