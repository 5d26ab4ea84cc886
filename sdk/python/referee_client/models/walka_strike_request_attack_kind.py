from typing import Literal

WalkaStrikeRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_STRIKE_REQUEST_ATTACK_KIND_VALUES: set[WalkaStrikeRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_strike_request_attack_kind(value: str) -> WalkaStrikeRequestAttackKind:
    if value in WALKA_STRIKE_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_REQUEST_ATTACK_KIND_VALUES!r}")
