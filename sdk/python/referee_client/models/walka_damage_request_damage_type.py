from typing import Literal, cast

WalkaDamageRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_DAMAGE_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaDamageRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_damage_request_damage_type(value: str) -> WalkaDamageRequestDamageType:
    if value in WALKA_DAMAGE_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageRequestDamageType, value)
