from typing import Literal, cast

WalkaStrikeEncounterParamsAttackKind = Literal["melee", "ranged", "thrown"]

WALKA_STRIKE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES: set[WalkaStrikeEncounterParamsAttackKind] = {
    "melee",
    "ranged",
    "thrown",
}


def check_walka_strike_encounter_params_attack_kind(value: str) -> WalkaStrikeEncounterParamsAttackKind:
    if value in WALKA_STRIKE_ENCOUNTER_PARAMS_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeEncounterParamsAttackKind, value)
