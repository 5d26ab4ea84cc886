from typing import Literal, cast

WalkaDefenseOddsRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_DEFENSE_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaDefenseOddsRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_defense_odds_request_attack_kind(value: str) -> WalkaDefenseOddsRequestAttackKind:
    if value in WALKA_DEFENSE_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseOddsRequestAttackKind, value)
