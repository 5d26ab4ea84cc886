from typing import Literal, cast

FailureCheck = Literal["chain", "commitment", "log_length", "recompute", "signature"]

FAILURE_CHECK_VALUES: set[FailureCheck] = {
    "chain",
    "commitment",
    "log_length",
    "recompute",
    "signature",
}


def check_failure_check(value: str) -> FailureCheck:
    if value in FAILURE_CHECK_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(FailureCheck, value)
