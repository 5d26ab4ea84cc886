from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.log_entry import LogEntry


T = TypeVar("T", bound="LogPage")


@_attrs_define
class LogPage:
    """
    Attributes:
        entries (list[LogEntry]):
        total (int):
        page (int):
        page_size (int):
    """

    entries: list[LogEntry]
    total: int
    page: int
    page_size: int

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        total = self.total

        page = self.page

        page_size = self.page_size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
                "total": total,
                "page": page,
                "page_size": page_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry import LogEntry  # noqa: PLC0415

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = LogEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        total = d.pop("total")

        page = d.pop("page")

        page_size = d.pop("page_size")

        log_page = cls(
            entries=entries,
            total=total,
            page=page,
            page_size=page_size,
        )

        return log_page
