from typing import Literal, cast

DieOrigin = Literal["added", "explosion", "rolled"]

DIE_ORIGIN_VALUES: set[DieOrigin] = {
    "added",
    "explosion",
    "rolled",
}


def check_die_origin(value: str) -> DieOrigin:
    if value in DIE_ORIGIN_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(DieOrigin, value)
