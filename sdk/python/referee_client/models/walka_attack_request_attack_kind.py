from typing import Literal

WalkaAttackRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_ATTACK_REQUEST_ATTACK_KIND_VALUES: set[WalkaAttackRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_attack_request_attack_kind(value: str) -> WalkaAttackRequestAttackKind:
    if value in WALKA_ATTACK_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_REQUEST_ATTACK_KIND_VALUES!r}")
