from typing import Literal, cast

UrbanWarPhase = Literal["activation", "command", "ended"]

URBAN_WAR_PHASE_VALUES: set[UrbanWarPhase] = {
    "activation",
    "command",
    "ended",
}


def check_urban_war_phase(value: str) -> UrbanWarPhase:
    if value in URBAN_WAR_PHASE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarPhase, value)
