from typing import Literal, cast

WalkaChainDeclarationInterruptsType0 = Literal["trigger"]

WALKA_CHAIN_DECLARATION_INTERRUPTS_TYPE_0_VALUES: set[WalkaChainDeclarationInterruptsType0] = {
    "trigger",
}


def check_walka_chain_declaration_interrupts_type_0(value: str) -> WalkaChainDeclarationInterruptsType0:
    if value in WALKA_CHAIN_DECLARATION_INTERRUPTS_TYPE_0_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaChainDeclarationInterruptsType0, value)
