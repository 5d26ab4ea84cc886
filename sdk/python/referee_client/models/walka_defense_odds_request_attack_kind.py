from typing import Literal

WalkaDefenseOddsRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_DEFENSE_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaDefenseOddsRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_defense_odds_request_attack_kind(value: str) -> WalkaDefenseOddsRequestAttackKind:
    if value in WALKA_DEFENSE_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_ODDS_REQUEST_ATTACK_KIND_VALUES!r}")
