from typing import Literal, cast

SystemId = Literal["dice", "umbra-turris", "urban-war", "walka"]

SYSTEM_ID_VALUES: set[SystemId] = {
    "dice",
    "umbra-turris",
    "urban-war",
    "walka",
}


def check_system_id(value: str) -> SystemId:
    if value in SYSTEM_ID_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(SystemId, value)
