from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_RESULT_TYPE_VALUES!r}")
