from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_TRIGGER_KIND_VALUES!r}")
