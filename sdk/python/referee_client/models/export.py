from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.log_entry import LogEntry
    from ..models.urban_war_encounter import UrbanWarEncounter


T = TypeVar("T", bound="Export")


@_attrs_define
class Export:
    """
    Attributes:
        format_ (str): `referee-encounter-v1`.
        encounter (UrbanWarEncounter):
        log (list[LogEntry]):
    """

    format_: str
    encounter: UrbanWarEncounter
    log: list[LogEntry]

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        encounter = self.encounter.to_dict()

        log = []
        for log_item_data in self.log:
            log_item = log_item_data.to_dict()
            log.append(log_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "encounter": encounter,
                "log": log,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry import LogEntry  # noqa: PLC0415
        from ..models.urban_war_encounter import UrbanWarEncounter  # noqa: PLC0415

        d = dict(src_dict)
        format_ = d.pop("format")

        encounter = UrbanWarEncounter.from_dict(d.pop("encounter"))

        log = []
        _log = d.pop("log")
        for log_item_data in _log:
            log_item = LogEntry.from_dict(log_item_data)

            log.append(log_item)

        export = cls(
            format_=format_,
            encounter=encounter,
            log=log,
        )

        return export
