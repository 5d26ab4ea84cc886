from typing import Literal, cast

WalkaRulesSurpriseScope = Literal["first_attack", "until_first_turn"]

WALKA_RULES_SURPRISE_SCOPE_VALUES: set[WalkaRulesSurpriseScope] = {
    "first_attack",
    "until_first_turn",
}


def check_walka_rules_surprise_scope(value: str) -> WalkaRulesSurpriseScope:
    if value in WALKA_RULES_SURPRISE_SCOPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaRulesSurpriseScope, value)
