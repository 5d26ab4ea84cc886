from typing import Literal, cast

WalkaHitLocationEncounterParamsMode = Literal["chosen", "random"]

WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_MODE_VALUES: set[WalkaHitLocationEncounterParamsMode] = {
    "chosen",
    "random",
}


def check_walka_hit_location_encounter_params_mode(value: str) -> WalkaHitLocationEncounterParamsMode:
    if value in WALKA_HIT_LOCATION_ENCOUNTER_PARAMS_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaHitLocationEncounterParamsMode, value)
