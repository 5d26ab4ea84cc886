from typing import Literal

WalkaChainLinkStateInterruptsType0 = Literal["trigger"]

WALKA_CHAIN_LINK_STATE_INTERRUPTS_TYPE_0_VALUES: set[WalkaChainLinkStateInterruptsType0] = {
    "trigger",
}


def check_walka_chain_link_state_interrupts_type_0(value: str) -> WalkaChainLinkStateInterruptsType0:
    if value in WALKA_CHAIN_LINK_STATE_INTERRUPTS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_CHAIN_LINK_STATE_INTERRUPTS_TYPE_0_VALUES!r}")
