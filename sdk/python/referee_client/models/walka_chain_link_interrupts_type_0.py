from typing import Literal, cast

WalkaChainLinkInterruptsType0 = Literal["trigger"]

WALKA_CHAIN_LINK_INTERRUPTS_TYPE_0_VALUES: set[WalkaChainLinkInterruptsType0] = {
    "trigger",
}


def check_walka_chain_link_interrupts_type_0(value: str) -> WalkaChainLinkInterruptsType0:
    if value in WALKA_CHAIN_LINK_INTERRUPTS_TYPE_0_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaChainLinkInterruptsType0, value)
