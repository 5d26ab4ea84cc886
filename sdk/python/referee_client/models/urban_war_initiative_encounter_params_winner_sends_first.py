from typing import Literal

UrbanWarInitiativeEncounterParamsWinnerSendsFirst = Literal["opponent", "self"]

URBAN_WAR_INITIATIVE_ENCOUNTER_PARAMS_WINNER_SENDS_FIRST_VALUES: set[
    UrbanWarInitiativeEncounterParamsWinnerSendsFirst
] = {
    "opponent",
    "self",
}


def check_urban_war_initiative_encounter_params_winner_sends_first(
    value: str,
) -> UrbanWarInitiativeEncounterParamsWinnerSendsFirst:
    if value in URBAN_WAR_INITIATIVE_ENCOUNTER_PARAMS_WINNER_SENDS_FIRST_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {URBAN_WAR_INITIATIVE_ENCOUNTER_PARAMS_WINNER_SENDS_FIRST_VALUES!r}"
    )
