from typing import Literal

WalkaDefenseEncounterParamsAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_DEFENSE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES: set[WalkaDefenseEncounterParamsAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_defense_encounter_params_attack_kind(value: str) -> WalkaDefenseEncounterParamsAttackKind:
    if value in WALKA_DEFENSE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES!r}"
    )
