from typing import Literal

WalkaHitLocationEncounterParamsMode = Literal["chosen", "random"]

WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_MODE_VALUES: set[WalkaHitLocationEncounterParamsMode] = {
    "chosen",
    "random",
}


def check_walka_hit_location_encounter_params_mode(value: str) -> WalkaHitLocationEncounterParamsMode:
    if value in WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_MODE_VALUES!r}")
