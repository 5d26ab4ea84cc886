from typing import Literal

WalkaDamageEncounterParamsAttackKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES: set[WalkaDamageEncounterParamsAttackKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_encounter_params_attack_kind(value: str) -> WalkaDamageEncounterParamsAttackKind:
    if value in WALKA_DAMAGE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DAMAGE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES!r}")
