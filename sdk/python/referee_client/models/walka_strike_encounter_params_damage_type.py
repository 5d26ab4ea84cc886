from typing import Literal

WalkaStrikeEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_STRIKE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaStrikeEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_strike_encounter_params_damage_type(value: str) -> WalkaStrikeEncounterParamsDamageType:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES!r}")
