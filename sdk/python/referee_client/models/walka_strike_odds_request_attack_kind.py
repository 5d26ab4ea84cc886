from typing import Literal

WalkaStrikeOddsRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_STRIKE_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaStrikeOddsRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_strike_odds_request_attack_kind(value: str) -> WalkaStrikeOddsRequestAttackKind:
    if value in WALKA_STRIKE_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_ODDS_REQUEST_ATTACK_KIND_VALUES!r}")
