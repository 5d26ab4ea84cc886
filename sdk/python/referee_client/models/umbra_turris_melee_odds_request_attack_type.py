from typing import Literal, cast

UmbraTurrisMeleeOddsRequestAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACK_TYPE_VALUES: set[UmbraTurrisMeleeOddsRequestAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_melee_odds_request_attack_type(value: str) -> UmbraTurrisMeleeOddsRequestAttackType:
    if value in UMBRA_TURRIS_MELEE_ODDS_REQUEST_ATTACK_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMeleeOddsRequestAttackType, value)
