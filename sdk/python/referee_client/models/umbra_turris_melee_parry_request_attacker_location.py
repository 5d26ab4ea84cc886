from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeParryRequestAttackerLocation, value)
