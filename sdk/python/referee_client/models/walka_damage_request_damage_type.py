from typing import Literal

WalkaDamageRequestDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_DAMAGE_REQUEST_DAMAGE_TYPE_VALUES: set[WalkaDamageRequestDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_damage_request_damage_type(value: str) -> WalkaDamageRequestDamageType:
    if value in WALKA_DAMAGE_REQUEST_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DAMAGE_REQUEST_DAMAGE_TYPE_VALUES!r}")
