from typing import Literal, cast

StoreKind = Literal["embedded", "in-process", "redis"]

STORE_KIND_VALUES: set[StoreKind] = {
    "embedded",
    "in-process",
    "redis",
}


def check_store_kind(value: str) -> StoreKind:
    if value in STORE_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(StoreKind, value)
