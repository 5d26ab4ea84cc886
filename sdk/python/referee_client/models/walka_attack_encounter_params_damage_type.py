from typing import Literal, cast

WalkaAttackEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_ATTACK_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaAttackEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_attack_encounter_params_damage_type(value: str) -> WalkaAttackEncounterParamsDamageType:
    if value in WALKA_ATTACK_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackEncounterParamsDamageType, value)
