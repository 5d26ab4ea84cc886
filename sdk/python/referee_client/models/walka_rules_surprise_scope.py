from typing import Literal

WalkaRulesSurpriseScope = Literal["first_attack", "until_first_turn"]

WALKA_RULES_SURPRISE_SCOPE_VALUES: set[WalkaRulesSurpriseScope] = {
    "first_attack",
    "until_first_turn",
}


def check_walka_rules_surprise_scope(value: str) -> WalkaRulesSurpriseScope:
    if value in WALKA_RULES_SURPRISE_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_RULES_SURPRISE_SCOPE_VALUES!r}")
