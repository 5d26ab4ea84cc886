from typing import Literal, cast

WalkaInterruptsTrigger = Literal["trigger"]

WALKA_INTERRUPTS_TRIGGER_VALUES: set[WalkaInterruptsTrigger] = {
    "trigger",
}


def check_walka_interrupts_trigger(value: str) -> WalkaInterruptsTrigger:
    if value in WALKA_INTERRUPTS_TRIGGER_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaInterruptsTrigger, value)
