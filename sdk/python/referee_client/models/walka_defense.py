from typing import Literal, cast

WalkaDefense = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_DEFENSE_VALUES: set[WalkaDefense] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_defense(value: str) -> WalkaDefense:
    if value in WALKA_DEFENSE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefense, value)
