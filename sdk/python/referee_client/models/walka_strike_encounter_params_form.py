from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeEncounterParamsForm, value)
