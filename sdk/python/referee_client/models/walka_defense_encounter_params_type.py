from typing import Literal, cast

WalkaDefenseEncounterParamsType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_DEFENSE_ENCOUNTER_PARAMS_TYPE_VALUES: set[WalkaDefenseEncounterParamsType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_defense_encounter_params_type(value: str) -> WalkaDefenseEncounterParamsType:
    if value in WALKA_DEFENSE_ENCOUNTER_PARAMS_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDefenseEncounterParamsType, value)
