from typing import Literal, cast

WalkaDefenseEncounterParamsAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_DEFENSE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES: set[WalkaDefenseEncounterParamsAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_defense_encounter_params_attack_kind(value: str) -> WalkaDefenseEncounterParamsAttackKind:
    if value in WALKA_DEFENSE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseEncounterParamsAttackKind, value)
