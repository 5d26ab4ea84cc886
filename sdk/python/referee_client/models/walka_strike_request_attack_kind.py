from typing import Literal, cast

WalkaStrikeRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_STRIKE_REQUEST_ATTACK_KIND_VALUES: set[WalkaStrikeRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_strike_request_attack_kind(value: str) -> WalkaStrikeRequestAttackKind:
    if value in WALKA_STRIKE_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeRequestAttackKind, value)
