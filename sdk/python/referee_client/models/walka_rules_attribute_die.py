from typing import Literal, cast

WalkaRulesAttributeDie = Literal["d10", "d100", "d12", "d20", "d4", "d6", "d8"]

WALKA_RULES_ATTRIBUTE_DIE_VALUES: set[WalkaRulesAttributeDie] = {
    "d10",
    "d100",
    "d12",
    "d20",
    "d4",
    "d6",
    "d8",
}


def check_walka_rules_attribute_die(value: str) -> WalkaRulesAttributeDie:
    if value in WALKA_RULES_ATTRIBUTE_DIE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaRulesAttributeDie, value)
