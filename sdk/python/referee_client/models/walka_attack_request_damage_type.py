from typing import Literal, cast

WalkaAttackRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_ATTACK_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaAttackRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_attack_request_damage_type(value: str) -> WalkaAttackRequestDamageType:
    if value in WALKA_ATTACK_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackRequestDamageType, value)
