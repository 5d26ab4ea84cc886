from typing import Literal, cast

WalkaDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_DAMAGE_TYPE_VALUES: set[WalkaDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_damage_type(value: str) -> WalkaDamageType:
    if value in WALKA_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageType, value)
