from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaTerrainProfileTestAttribute, value)
