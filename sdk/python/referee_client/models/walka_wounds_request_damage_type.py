from typing import Literal

WalkaWoundsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_WOUNDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaWoundsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_wounds_request_damage_type(value: str) -> WalkaWoundsRequestDamageType:
    if value in WALKA_WOUNDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_WOUNDS_REQUEST_DAMAGE_TYPE_VALUES!r}")
