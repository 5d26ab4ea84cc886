from typing import Literal, cast

WalkaDefenseRequestAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_DEFENSE_REQUEST_ATTACK_KIND_VALUES: set[WalkaDefenseRequestAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_defense_request_attack_kind(value: str) -> WalkaDefenseRequestAttackKind:
    if value in WALKA_DEFENSE_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseRequestAttackKind, value)
