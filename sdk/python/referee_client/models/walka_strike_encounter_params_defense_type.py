from typing import Literal

WalkaStrikeEncounterParamsDefenseType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_STRIKE_ENCOUNTER_PARAMS_DEFENSE_TYPE_VALUES: set[WalkaStrikeEncounterParamsDefenseType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_strike_encounter_params_defense_type(value: str) -> WalkaStrikeEncounterParamsDefenseType:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_DEFENSE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_ENCOUNTER_PARAMS_DEFENSE_TYPE_VALUES!r}"
    )
