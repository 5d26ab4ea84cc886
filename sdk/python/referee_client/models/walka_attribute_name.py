from typing import Literal, cast

WalkaAttributeName = Literal["acc", "con", "dex", "ref", "str"]

WALKA_ATTRIBUTE_NAME_VALUES: set[WalkaAttributeName] = {
    "acc",
    "con",
    "dex",
    "ref",
    "str",
}


def check_walka_attribute_name(value: str) -> WalkaAttributeName:
    if value in WALKA_ATTRIBUTE_NAME_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttributeName, value)
