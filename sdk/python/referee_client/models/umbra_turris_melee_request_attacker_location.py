from typing import Literal, cast

UmbraTurrisMeleeRequestAttackerLocation = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_REQUEST_ATTACKER_LOCATION_VALUES: set[UmbraTurrisMeleeRequestAttackerLocation] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_request_attacker_location(value: str) -> UmbraTurrisMeleeRequestAttackerLocation:
    if value in UMBRA_TURRIS_MELEE_REQUEST_ATTACKER_LOCATION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeRequestAttackerLocation, value)
