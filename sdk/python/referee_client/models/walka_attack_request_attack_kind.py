from typing import Literal, cast

WalkaAttackRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_ATTACK_REQUEST_ATTACK_KIND_VALUES: set[WalkaAttackRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_attack_request_attack_kind(value: str) -> WalkaAttackRequestAttackKind:
    if value in WALKA_ATTACK_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackRequestAttackKind, value)
