from typing import Literal, cast

WalkaSurpriseScope = Literal["first_attack", "until_first_turn"]

WALKA_SURPRISE_SCOPE_VALUES: set[WalkaSurpriseScope] = {
    "first_attack",
    "until_first_turn",
}


def check_walka_surprise_scope(value: str) -> WalkaSurpriseScope:
    if value in WALKA_SURPRISE_SCOPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaSurpriseScope, value)
