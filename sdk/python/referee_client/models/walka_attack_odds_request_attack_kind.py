from typing import Literal, cast

WalkaAttackOddsRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_ATTACK_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaAttackOddsRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_attack_odds_request_attack_kind(value: str) -> WalkaAttackOddsRequestAttackKind:
    if value in WALKA_ATTACK_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackOddsRequestAttackKind, value)
