from typing import Literal, cast

WalkaEndEncounterParamsStatusesAdditionalProperty = Literal["active", "bound", "dead", "fled", "unconscious"]

WALKA_END_ENCOUNTER_PARAMS_STATUSES_ADDITIONAL_PROPERTY_VALUES: set[
    WalkaEndEncounterParamsStatusesAdditionalProperty
] = {
    "active",
    "bound",
    "dead",
    "fled",
    "unconscious",
}


def check_walka_end_encounter_params_statuses_additional_property(
    value: str,
) -> WalkaEndEncounterParamsStatusesAdditionalProperty:
    if value in WALKA_END_ENCOUNTER_PARAMS_STATUSES_ADDITIONAL_PROPERTY_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaEndEncounterParamsStatusesAdditionalProperty, value)
