from typing import Literal, cast

RolledDieOrigin = Literal["added", "explosion", "rolled"]

ROLLED_DIE_ORIGIN_VALUES: set[RolledDieOrigin] = {
    "added",
    "explosion",
    "rolled",
}


def check_rolled_die_origin(value: str) -> RolledDieOrigin:
    if value in ROLLED_DIE_ORIGIN_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(RolledDieOrigin, value)
