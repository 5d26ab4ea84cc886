from typing import Literal

WalkaWoundsEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_WOUNDS_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaWoundsEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_wounds_encounter_params_damage_type(value: str) -> WalkaWoundsEncounterParamsDamageType:
    if value in WALKA_WOUNDS_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_WOUNDS_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES!r}")
