from typing import Literal

UrbanWarSystemId = Literal["urban-war"]

URBAN_WAR_SYSTEM_ID_VALUES: set[UrbanWarSystemId] = {
    "urban-war",
}


def check_urban_war_system_id(value: str) -> UrbanWarSystemId:
    if value in URBAN_WAR_SYSTEM_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {URBAN_WAR_SYSTEM_ID_VALUES!r}")
