from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.live_sealed import LiveSealed
    from ..models.log_entry import LogEntry
    from ..models.revealed import Revealed


T = TypeVar("T", bound="LogPage")


@_attrs_define
class LogPage:
    """
    Attributes:
        entries (list[LogEntry]):
        total (int):
        page (int): The page; 1 when asked with `after`.
        page_size (int):
        version (int | Unset): With `after` only: the encounter's version when read; send it back as `version` with the
            next request.
        sealed (list[LiveSealed] | Unset): With `after` only: each sealed step that has some of its parts, who gave one
            and who is still awaited (never what), as the live stream's `sealed` event says it; told once the entries reach
            the end of the log, empty otherwise.
        revealed (Revealed | Unset):
    """

    entries: list[LogEntry]
    total: int
    page: int
    page_size: int
    version: int | Unset = UNSET
    sealed: list[LiveSealed] | Unset = UNSET
    revealed: Revealed | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        total = self.total

        page = self.page

        page_size = self.page_size

        version = self.version

        sealed: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sealed, Unset):
            sealed = []
            for sealed_item_data in self.sealed:
                sealed_item = sealed_item_data.to_dict()
                sealed.append(sealed_item)

        revealed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = self.revealed.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
                "total": total,
                "page": page,
                "page_size": page_size,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if revealed is not UNSET:
            field_dict["revealed"] = revealed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.live_sealed import LiveSealed  # noqa: PLC0415
        from ..models.log_entry import LogEntry  # noqa: PLC0415
        from ..models.revealed import Revealed  # noqa: PLC0415

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = LogEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        total = d.pop("total")

        page = d.pop("page")

        page_size = d.pop("page_size")

        version = d.pop("version", UNSET)

        _sealed = d.pop("sealed", UNSET)
        sealed: list[LiveSealed] | Unset = UNSET
        if _sealed is not UNSET:
            sealed = []
            for sealed_item_data in _sealed:
                sealed_item = LiveSealed.from_dict(sealed_item_data)

                sealed.append(sealed_item)

        _revealed = d.pop("revealed", UNSET)
        revealed: Revealed | Unset
        if isinstance(_revealed, Unset):
            revealed = UNSET
        else:
            revealed = Revealed.from_dict(_revealed)

        log_page = cls(
            entries=entries,
            total=total,
            page=page,
            page_size=page_size,
            version=version,
            sealed=sealed,
            revealed=revealed,
        )

        return log_page
