from typing import Literal

WalkaChainLinkInterruptsType0 = Literal["trigger"]

WALKA_CHAIN_LINK_INTERRUPTS_TYPE_0_VALUES: set[WalkaChainLinkInterruptsType0] = {
    "trigger",
}


def check_walka_chain_link_interrupts_type_0(value: str) -> WalkaChainLinkInterruptsType0:
    if value in WALKA_CHAIN_LINK_INTERRUPTS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_CHAIN_LINK_INTERRUPTS_TYPE_0_VALUES!r}")
