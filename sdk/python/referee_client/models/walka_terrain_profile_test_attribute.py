from typing import Literal

WalkaTerrainProfileTestAttribute = Literal["acc", "con", "dex", "ref", "str"]

WALKA_TERRAIN_PROFILE_TEST_ATTRIBUTE_VALUES: set[WalkaTerrainProfileTestAttribute] = {
    "acc",
    "con",
    "dex",
    "ref",
    "str",
}


def check_walka_terrain_profile_test_attribute(value: str) -> WalkaTerrainProfileTestAttribute:
    if value in WALKA_TERRAIN_PROFILE_TEST_ATTRIBUTE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_TERRAIN_PROFILE_TEST_ATTRIBUTE_VALUES!r}")
