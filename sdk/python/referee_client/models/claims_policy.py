from typing import Literal, cast

ClaimsPolicy = Literal["gm_confirms", "opponent_confirms", "trusted"]

CLAIMS_POLICY_VALUES: set[ClaimsPolicy] = {
    "gm_confirms",
    "opponent_confirms",
    "trusted",
}


def check_claims_policy(value: str) -> ClaimsPolicy:
    if value in CLAIMS_POLICY_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(ClaimsPolicy, value)
