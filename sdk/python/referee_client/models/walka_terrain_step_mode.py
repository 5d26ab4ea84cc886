from typing import Literal, cast

WalkaTerrainStepMode = Literal["crawl", "run", "walk"]

WALKA_TERRAIN_STEP_MODE_VALUES: set[WalkaTerrainStepMode] = {
    "crawl",
    "run",
    "walk",
}


def check_walka_terrain_step_mode(value: str) -> WalkaTerrainStepMode:
    if value in WALKA_TERRAIN_STEP_MODE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaTerrainStepMode, value)
