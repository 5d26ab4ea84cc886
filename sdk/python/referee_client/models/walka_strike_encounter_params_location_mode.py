from typing import Literal

WalkaStrikeEncounterParamsLocationMode = Literal["chosen", "random"]

WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_MODE_VALUES: set[WalkaStrikeEncounterParamsLocationMode] = {
    "chosen",
    "random",
}


def check_walka_strike_encounter_params_location_mode(value: str) -> WalkaStrikeEncounterParamsLocationMode:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_MODE_VALUES!r}"
    )
