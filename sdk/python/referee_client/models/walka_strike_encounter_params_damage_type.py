from typing import Literal, cast

WalkaStrikeEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_STRIKE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaStrikeEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_strike_encounter_params_damage_type(value: str) -> WalkaStrikeEncounterParamsDamageType:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeEncounterParamsDamageType, value)
