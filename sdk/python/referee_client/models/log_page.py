from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.live_sealed import LiveSealed
    from ..models.log_entry import LogEntry
    from ..models.proposal import Proposal
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
        proposal (None | Proposal | Unset): With `after` only: the proposal open once the entries reach the end of the
            log (null when none is), as the live stream's `proposal` event tells it.
    """

    entries: list[LogEntry]
    total: int
    page: int
    page_size: int
    version: int | Unset = UNSET
    sealed: list[LiveSealed] | Unset = UNSET
    revealed: Revealed | Unset = UNSET
    proposal: None | Proposal | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.proposal import Proposal  # noqa: PLC0415

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

        proposal: dict[str, Any] | None | Unset
        if isinstance(self.proposal, Unset):
            proposal = UNSET
        elif isinstance(self.proposal, Proposal):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal

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
        if proposal is not UNSET:
            field_dict["proposal"] = proposal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.live_sealed import LiveSealed  # noqa: PLC0415
        from ..models.log_entry import LogEntry  # noqa: PLC0415
        from ..models.proposal import Proposal  # noqa: PLC0415
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

        def _parse_proposal(data: object) -> None | Proposal | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_0 = Proposal.from_dict(data)

                return proposal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Proposal | Unset, data)

        proposal = _parse_proposal(d.pop("proposal", UNSET))

        log_page = cls(
            entries=entries,
            total=total,
            page=page,
            page_size=page_size,
            version=version,
            sealed=sealed,
            revealed=revealed,
            proposal=proposal,
        )

        return log_page
