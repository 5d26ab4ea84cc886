from typing import Literal, cast

WalkaDamageOddsRequestAttackKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaDamageOddsRequestAttackKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_odds_request_attack_kind(value: str) -> WalkaDamageOddsRequestAttackKind:
    if value in WALKA_DAMAGE_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageOddsRequestAttackKind, value)
