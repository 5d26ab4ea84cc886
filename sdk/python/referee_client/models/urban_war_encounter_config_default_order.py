from typing import Literal

UrbanWarEncounterConfigDefaultOrder = Literal["overwatch", "snap_fire"]

URBAN_WAR_ENCOUNTER_CONFIG_DEFAULT_ORDER_VALUES: set[UrbanWarEncounterConfigDefaultOrder] = {
    "overwatch",
    "snap_fire",
}


def check_urban_war_encounter_config_default_order(value: str) -> UrbanWarEncounterConfigDefaultOrder:
    if value in URBAN_WAR_ENCOUNTER_CONFIG_DEFAULT_ORDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_ENCOUNTER_CONFIG_DEFAULT_ORDER_VALUES!r}")
