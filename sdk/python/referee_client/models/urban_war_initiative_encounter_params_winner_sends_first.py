from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarInitiativeEncounterParamsWinnerSendsFirst, value)
