from typing import Literal

UmbraTurrisAttackEncounterParamsAttackType = Literal["force", "precise", "standard"]

UMBRA_TURRIS_ATTACK_ENCOUNTER_PARAMS_ATTACK_TYPE_VALUES: set[UmbraTurrisAttackEncounterParamsAttackType] = {
    "force",
    "precise",
    "standard",
}


def check_umbra_turris_attack_encounter_params_attack_type(value: str) -> UmbraTurrisAttackEncounterParamsAttackType:
    if value in UMBRA_TURRIS_ATTACK_ENCOUNTER_PARAMS_ATTACK_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_ATTACK_ENCOUNTER_PARAMS_ATTACK_TYPE_VALUES!r}"
    )
