from typing import Literal

WalkaAttackEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_ATTACK_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaAttackEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_attack_encounter_params_damage_type(value: str) -> WalkaAttackEncounterParamsDamageType:
    if value in WALKA_ATTACK_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES!r}")
