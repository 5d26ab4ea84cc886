from typing import Literal, cast

WalkaDamageEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_DAMAGE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaDamageEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_damage_encounter_params_damage_type(value: str) -> WalkaDamageEncounterParamsDamageType:
    if value in WALKA_DAMAGE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageEncounterParamsDamageType, value)
