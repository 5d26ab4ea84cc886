from typing import Literal, cast

WalkaAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_ATTACK_KIND_VALUES: set[WalkaAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_attack_kind(value: str) -> WalkaAttackKind:
    if value in WALKA_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackKind, value)
