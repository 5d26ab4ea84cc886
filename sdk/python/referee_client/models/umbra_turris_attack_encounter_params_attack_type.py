from typing import Literal, cast

UmbraTurrisAttackEncounterParamsAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_ATTACK_ENCOUNTER_PARAMS_ATTACK_TYPE_VALUES: set[UmbraTurrisAttackEncounterParamsAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_attack_encounter_params_attack_type(value: str) -> UmbraTurrisAttackEncounterParamsAttackType:
    if value in UMBRA_TURRIS_ATTACK_ENCOUNTER_PARAMS_ATTACK_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisAttackEncounterParamsAttackType, value)
