from typing import Literal

WalkaChainTriggerKind = Literal["action", "attack", "movement_unit", "spell"]

WALKA_CHAIN_TRIGGER_KIND_VALUES: set[WalkaChainTriggerKind] = {
    "action",
    "attack",
    "movement_unit",
    "spell",
}


def check_walka_chain_trigger_kind(value: str) -> WalkaChainTriggerKind:
    if value in WALKA_CHAIN_TRIGGER_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_CHAIN_TRIGGER_KIND_VALUES!r}")
