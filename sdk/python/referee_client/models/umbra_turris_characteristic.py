from typing import Literal, cast

UmbraTurrisCharacteristic = Literal["speed", "strength", "toughness", "weapon_skill"]

UMBRA_TURRIS_CHARACTERISTIC_VALUES: set[UmbraTurrisCharacteristic] = {
    "speed",
    "strength",
    "toughness",
    "weapon_skill",
}


def check_umbra_turris_characteristic(value: str) -> UmbraTurrisCharacteristic:
    if value in UMBRA_TURRIS_CHARACTERISTIC_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisCharacteristic, value)
