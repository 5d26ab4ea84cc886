from typing import Literal, cast

WalkaDeclarationInterruptsType0 = Literal["trigger"]

WALKA_DECLARATION_INTERRUPTS_TYPE_0_VALUES: set[WalkaDeclarationInterruptsType0] = {
    "trigger",
}


def check_walka_declaration_interrupts_type_0(value: str) -> WalkaDeclarationInterruptsType0:
    if value in WALKA_DECLARATION_INTERRUPTS_TYPE_0_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDeclarationInterruptsType0, value)
