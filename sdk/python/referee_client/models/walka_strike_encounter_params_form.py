from typing import Literal

WalkaStrikeEncounterParamsForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_STRIKE_ENCOUNTER_PARAMS_FORM_VALUES: set[WalkaStrikeEncounterParamsForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_strike_encounter_params_form(value: str) -> WalkaStrikeEncounterParamsForm:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_FORM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_STRIKE_ENCOUNTER_PARAMS_FORM_VALUES!r}")
