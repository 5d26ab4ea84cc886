from typing import Literal, cast

CorrectionName = Literal["gm.add_model", "gm.edit_model", "gm.remove_model"]

CORRECTION_NAME_VALUES: set[CorrectionName] = {
    "gm.add_model",
    "gm.edit_model",
    "gm.remove_model",
}


def check_correction_name(value: str) -> CorrectionName:
    if value in CORRECTION_NAME_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(CorrectionName, value)
