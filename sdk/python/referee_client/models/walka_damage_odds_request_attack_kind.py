from typing import Literal

WalkaDamageOddsRequestAttackKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_ODDS_REQUEST_ATTACK_KIND_VALUES: set[WalkaDamageOddsRequestAttackKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_odds_request_attack_kind(value: str) -> WalkaDamageOddsRequestAttackKind:
    if value in WALKA_DAMAGE_ODDS_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DAMAGE_ODDS_REQUEST_ATTACK_KIND_VALUES!r}")
