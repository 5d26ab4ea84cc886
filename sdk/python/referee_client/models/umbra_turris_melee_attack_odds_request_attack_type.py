from typing import Literal

UmbraTurrisMeleeAttackOddsRequestAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_MELEE_ATTACK_ODDS_REQUEST_ATTACK_TYPE_VALUES: set[UmbraTurrisMeleeAttackOddsRequestAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_melee_attack_odds_request_attack_type(value: str) -> UmbraTurrisMeleeAttackOddsRequestAttackType:
    if value in UMBRA_TURRIS_MELEE_ATTACK_ODDS_REQUEST_ATTACK_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_MELEE_ATTACK_ODDS_REQUEST_ATTACK_TYPE_VALUES!r}"
    )
