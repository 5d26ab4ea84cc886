from typing import Literal, cast

WalkaDamageEncounterParamsAttackKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES: set[WalkaDamageEncounterParamsAttackKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_encounter_params_attack_kind(value: str) -> WalkaDamageEncounterParamsAttackKind:
    if value in WALKA_DAMAGE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageEncounterParamsAttackKind, value)
