from typing import Literal, cast

WalkaAttackEncounterParamsForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_ATTACK_ENCOUNTER_PARAMS_FORM_VALUES: set[WalkaAttackEncounterParamsForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_attack_encounter_params_form(value: str) -> WalkaAttackEncounterParamsForm:
    if value in WALKA_ATTACK_ENCOUNTER_PARAMS_FORM_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackEncounterParamsForm, value)
