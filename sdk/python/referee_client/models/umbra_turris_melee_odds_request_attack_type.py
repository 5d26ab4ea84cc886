from typing import Literal

UmbraTurrisMeleeOddsRequestAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACK_TYPE_VALUES: set[UmbraTurrisMeleeOddsRequestAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_melee_odds_request_attack_type(value: str) -> UmbraTurrisMeleeOddsRequestAttackType:
    if value in UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACK_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACK_TYPE_VALUES!r}"
    )
