from typing import Literal, cast

WalkaStrikeOddsRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_STRIKE_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaStrikeOddsRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_strike_odds_request_attack_kind(value: str) -> WalkaStrikeOddsRequestAttackKind:
    if value in WALKA_STRIKE_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeOddsRequestAttackKind, value)
