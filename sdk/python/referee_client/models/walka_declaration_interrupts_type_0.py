from typing import Literal

WalkaDeclarationInterruptsType0 = Literal["trigger"]

WALKA_DECLARATION_INTERRUPTS_TYPE_0_VALUES: set[WalkaDeclarationInterruptsType0] = {
    "trigger",
}


def check_walka_declaration_interrupts_type_0(value: str) -> WalkaDeclarationInterruptsType0:
    if value in WALKA_DECLARATION_INTERRUPTS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DECLARATION_INTERRUPTS_TYPE_0_VALUES!r}")
