from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaChainTriggerKind, value)
