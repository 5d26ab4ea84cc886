from typing import Literal

WalkaDefenseRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_DEFENSE_REQUEST_ATTACK_KIND_VALUES: set[WalkaDefenseRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_defense_request_attack_kind(value: str) -> WalkaDefenseRequestAttackKind:
    if value in WALKA_DEFENSE_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_REQUEST_ATTACK_KIND_VALUES!r}")
