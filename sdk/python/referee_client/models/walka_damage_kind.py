from typing import Literal, cast

WalkaDamageKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_KIND_VALUES: set[WalkaDamageKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_kind(value: str) -> WalkaDamageKind:
    if value in WALKA_DAMAGE_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageKind, value)
