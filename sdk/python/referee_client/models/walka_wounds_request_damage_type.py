from typing import Literal, cast

WalkaWoundsRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_WOUNDS_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaWoundsRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_wounds_request_damage_type(value: str) -> WalkaWoundsRequestDamageType:
    if value in WALKA_WOUNDS_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWoundsRequestDamageType, value)
