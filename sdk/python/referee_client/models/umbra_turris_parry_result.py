from typing import Literal, cast

UmbraTurrisParryResult = Literal["blocked", "hit", "parried"]

UMBRA_TURRIS_PARRY_RESULT_VALUES: set[UmbraTurrisParryResult] = {
    "blocked",
    "hit",
    "parried",
}


def check_umbra_turris_parry_result(value: str) -> UmbraTurrisParryResult:
    if value in UMBRA_TURRIS_PARRY_RESULT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisParryResult, value)
