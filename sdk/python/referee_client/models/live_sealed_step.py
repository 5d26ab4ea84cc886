from typing import Literal, cast

LiveSealedStep = Literal["melee.parry", "orders", "seeds"]

LIVE_SEALED_STEP_VALUES: set[LiveSealedStep] = {
    "melee.parry",
    "orders",
    "seeds",
}


def check_live_sealed_step(value: str) -> LiveSealedStep:
    if value in LIVE_SEALED_STEP_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(LiveSealedStep, value)
