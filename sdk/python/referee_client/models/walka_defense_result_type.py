from typing import Literal, cast

WalkaDefenseResultType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_DEFENSE_RESULT_TYPE_VALUES: set[WalkaDefenseResultType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_defense_result_type(value: str) -> WalkaDefenseResultType:
    if value in WALKA_DEFENSE_RESULT_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseResultType, value)
