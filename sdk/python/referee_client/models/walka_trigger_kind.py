from typing import Literal, cast

WalkaTriggerKind = Literal["action", "attack", "movement_unit", "spell"]

WALKA_TRIGGER_KIND_VALUES: set[WalkaTriggerKind] = {
    "action",
    "attack",
    "movement_unit",
    "spell",
}


def check_walka_trigger_kind(value: str) -> WalkaTriggerKind:
    if value in WALKA_TRIGGER_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaTriggerKind, value)
