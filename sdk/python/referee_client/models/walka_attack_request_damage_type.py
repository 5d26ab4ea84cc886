from typing import Literal

WalkaAttackRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_ATTACK_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaAttackRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_attack_request_damage_type(value: str) -> WalkaAttackRequestDamageType:
    if value in WALKA_ATTACK_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_REQUEST_DAMAGE_TYPE_VALUES!r}")
