from typing import Literal

WalkaStrikeRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_STRIKE_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaStrikeRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_strike_request_damage_type(value: str) -> WalkaStrikeRequestDamageType:
    if value in WALKA_STRIKE_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_REQUEST_DAMAGE_TYPE_VALUES!r}")
