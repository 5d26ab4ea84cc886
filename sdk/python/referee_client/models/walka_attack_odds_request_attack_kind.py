from typing import Literal

WalkaAttackOddsRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_ATTACK_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaAttackOddsRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_attack_odds_request_attack_kind(value: str) -> WalkaAttackOddsRequestAttackKind:
    if value in WALKA_ATTACK_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_ODDS_REQUEST_ATTACK_KIND_VALUES!r}")
