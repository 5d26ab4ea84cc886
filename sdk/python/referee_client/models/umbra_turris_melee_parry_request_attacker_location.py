from typing import Literal

UmbraTurrisMeleeParryRequestAttackerLocation = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_PARRY_REQUEST_ATTACKER_LOCATION_VALUES: set[UmbraTurrisMeleeParryRequestAttackerLocation] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_parry_request_attacker_location(
    value: str,
) -> UmbraTurrisMeleeParryRequestAttackerLocation:
    if value in UMBRA_TURRIS_MELEE_PARRY_REQUEST_ATTACKER_LOCATION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_MELEE_PARRY_REQUEST_ATTACKER_LOCATION_VALUES!r}"
    )
