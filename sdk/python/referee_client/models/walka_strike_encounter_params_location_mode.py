from typing import Literal, cast

WalkaStrikeEncounterParamsLocationMode = Literal["chosen", "random"]

WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_MODE_VALUES: set[WalkaStrikeEncounterParamsLocationMode] = {
    "chosen",
    "random",
}


def check_walka_strike_encounter_params_location_mode(value: str) -> WalkaStrikeEncounterParamsLocationMode:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_LOCATION_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeEncounterParamsLocationMode, value)
