from typing import Literal

WalkaDefenseEncounterParamsType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_DEFENSE_ENCOUNTER_PARAMS_TYPE_VALUES: set[WalkaDefenseEncounterParamsType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_defense_encounter_params_type(value: str) -> WalkaDefenseEncounterParamsType:
    if value in WALKA_DEFENSE_ENCOUNTER_PARAMS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DEFENSE_ENCOUNTER_PARAMS_TYPE_VALUES!r}")
