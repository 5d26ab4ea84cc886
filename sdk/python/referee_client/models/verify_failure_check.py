from typing import Literal, cast

VerifyFailureCheck = Literal["chain", "commitment", "log_length", "recompute", "signature"]

VERIFY_FAILURE_CHECK_VALUES: set[VerifyFailureCheck] = {
    "chain",
    "commitment",
    "log_length",
    "recompute",
    "signature",
}


def check_verify_failure_check(value: str) -> VerifyFailureCheck:
    if value in VERIFY_FAILURE_CHECK_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(VerifyFailureCheck, value)
