from typing import Literal, cast

UrbanWarEncounterConfigDefaultOrder = Literal["overwatch", "snap_fire"]

URBAN_WAR_ENCOUNTER_CONFIG_DEFAULT_ORDER_VALUES: set[UrbanWarEncounterConfigDefaultOrder] = {
    "overwatch",
    "snap_fire",
}


def check_urban_war_encounter_config_default_order(value: str) -> UrbanWarEncounterConfigDefaultOrder:
    if value in URBAN_WAR_ENCOUNTER_CONFIG_DEFAULT_ORDER_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarEncounterConfigDefaultOrder, value)
