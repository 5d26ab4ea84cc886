from typing import Literal

WalkaTerrainStepMode = Literal["crawl", "run", "walk"]

WALKA_TERRAIN_STEP_MODE_VALUES: set[WalkaTerrainStepMode] = {
    "crawl",
    "run",
    "walk",
}


def check_walka_terrain_step_mode(value: str) -> WalkaTerrainStepMode:
    if value in WALKA_TERRAIN_STEP_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_TERRAIN_STEP_MODE_VALUES!r}")
