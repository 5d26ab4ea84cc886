from typing import Literal, cast

HealthStatus = Literal["ok"]

HEALTH_STATUS_VALUES: set[HealthStatus] = {
    "ok",
}


def check_health_status(value: str) -> HealthStatus:
    if value in HEALTH_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(HealthStatus, value)
