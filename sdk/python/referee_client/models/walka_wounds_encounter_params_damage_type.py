from typing import Literal, cast

WalkaWoundsEncounterParamsDamageType = Literal["blunt", "piercing", "slashing"]

WALKA_WOUNDS_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES: set[WalkaWoundsEncounterParamsDamageType] = {
    "blunt",
    "piercing",
    "slashing",
}


def check_walka_wounds_encounter_params_damage_type(value: str) -> WalkaWoundsEncounterParamsDamageType:
    if value in WALKA_WOUNDS_ENCOUNTER_PARAMS_DAMAGE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaWoundsEncounterParamsDamageType, value)
