from typing import Literal

UmbraTurrisSystemId = Literal["umbra-turris"]

UMBRA_TURRIS_SYSTEM_ID_VALUES: set[UmbraTurrisSystemId] = {
    "umbra-turris",
}


def check_umbra_turris_system_id(value: str) -> UmbraTurrisSystemId:
    if value in UMBRA_TURRIS_SYSTEM_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_SYSTEM_ID_VALUES!r}")
