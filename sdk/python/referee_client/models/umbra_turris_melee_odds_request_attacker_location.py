from typing import Literal

UmbraTurrisMeleeOddsRequestAttackerLocation = Literal["body", "head", "legs", "random"]

UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACKER_LOCATION_VALUES: set[UmbraTurrisMeleeOddsRequestAttackerLocation] = {
    "body",
    "head",
    "legs",
    "random",
}


def check_umbra_turris_melee_odds_request_attacker_location(value: str) -> UmbraTurrisMeleeOddsRequestAttackerLocation:
    if value in UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACKER_LOCATION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACKER_LOCATION_VALUES!r}"
    )
