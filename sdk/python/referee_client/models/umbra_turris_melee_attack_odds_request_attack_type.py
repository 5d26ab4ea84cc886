from typing import Literal, cast

UmbraTurrisMeleeAttackOddsRequestAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_MELEE_ATTACK_ODDS_REQUEST_ATTACK_TYPE_VALUES: set[UmbraTurrisMeleeAttackOddsRequestAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_melee_attack_odds_request_attack_type(value: str) -> UmbraTurrisMeleeAttackOddsRequestAttackType:
    if value in UMBRA_TURRIS_MELEE_ATTACK_ODDS_REQUEST_ATTACK_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeAttackOddsRequestAttackType, value)
