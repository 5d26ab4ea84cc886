from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeOddsRequestAttackerLocation, value)
