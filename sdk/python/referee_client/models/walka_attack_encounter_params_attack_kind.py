from typing import Literal, cast

WalkaAttackEncounterParamsAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_ATTACK_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES: set[WalkaAttackEncounterParamsAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_attack_encounter_params_attack_kind(value: str) -> WalkaAttackEncounterParamsAttackKind:
    if value in WALKA_ATTACK_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackEncounterParamsAttackKind, value)
