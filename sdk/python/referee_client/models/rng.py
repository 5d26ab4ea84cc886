from typing import Literal, cast

Rng = Literal["manual", "referee-dice-v1"]

RNG_VALUES: set[Rng] = {
    "manual",
    "referee-dice-v1",
}


def check_rng(value: str) -> Rng:
    if value in RNG_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(Rng, value)
