from typing import Literal, cast

ExportFormat = Literal["referee-encounter-v1", "referee-encounter-v2"]

EXPORT_FORMAT_VALUES: set[ExportFormat] = {
    "referee-encounter-v1",
    "referee-encounter-v2",
}


def check_export_format(value: str) -> ExportFormat:
    if value in EXPORT_FORMAT_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(ExportFormat, value)
