from typing import Literal, cast

WalkaStrikeEncounterParamsDefenseType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_STRIKE_ENCOUNTER_PARAMS_DEFENSE_TYPE_VALUES: set[WalkaStrikeEncounterParamsDefenseType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_strike_encounter_params_defense_type(value: str) -> WalkaStrikeEncounterParamsDefenseType:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_DEFENSE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeEncounterParamsDefenseType, value)
