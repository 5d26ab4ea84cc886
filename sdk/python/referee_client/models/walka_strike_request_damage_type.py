from typing import Literal, cast

WalkaStrikeRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_STRIKE_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaStrikeRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_strike_request_damage_type(value: str) -> WalkaStrikeRequestDamageType:
    if value in WALKA_STRIKE_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeRequestDamageType, value)
