from typing import Literal, cast

DisputeRuling = Literal["dismissed", "upheld"]

DISPUTE_RULING_VALUES: set[DisputeRuling] = {
    "dismissed",
    "upheld",
}


def check_dispute_ruling(value: str) -> DisputeRuling:
    if value in DISPUTE_RULING_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(DisputeRuling, value)
