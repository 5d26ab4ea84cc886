from typing import Literal, cast

WalkaChainLinkStateInterruptsType0 = Literal["trigger"]

WALKA_CHAIN_LINK_STATE_INTERRUPTS_TYPE_0_VALUES: set[WalkaChainLinkStateInterruptsType0] = {
    "trigger",
}


def check_walka_chain_link_state_interrupts_type_0(value: str) -> WalkaChainLinkStateInterruptsType0:
    if value in WALKA_CHAIN_LINK_STATE_INTERRUPTS_TYPE_0_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaChainLinkStateInterruptsType0, value)
