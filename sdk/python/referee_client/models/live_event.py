from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.live_event_name import LiveEventName, check_live_event_name
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.live_expired import LiveExpired
    from ..models.live_proposal import LiveProposal
    from ..models.live_sealed import LiveSealed
    from ..models.log_entry import LogEntry
    from ..models.revealed import Revealed


T = TypeVar("T", bound="LiveEvent")


@_attrs_define
class LiveEvent:
    """
    Attributes:
        event (LiveEventName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        data (LiveExpired | LiveProposal | LiveSealed | LogEntry | Revealed): The SSE `data:` field, one line of JSON.
        id (int | Unset): The entry's log index (the SSE `id:` field); only on log entries. Send the last one you
            received as `Last-Event-ID` to resume.
    """

    event: LiveEventName
    data: LiveExpired | LiveProposal | LiveSealed | LogEntry | Revealed
    id: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.live_proposal import LiveProposal  # noqa: PLC0415
        from ..models.live_sealed import LiveSealed  # noqa: PLC0415
        from ..models.log_entry import LogEntry  # noqa: PLC0415
        from ..models.revealed import Revealed  # noqa: PLC0415

        event: str = self.event

        data: dict[str, Any]
        if isinstance(self.data, LogEntry):
            data = self.data.to_dict()
        elif isinstance(self.data, LiveSealed):
            data = self.data.to_dict()
        elif isinstance(self.data, LiveProposal):
            data = self.data.to_dict()
        elif isinstance(self.data, Revealed):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
                "data": data,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.live_expired import LiveExpired  # noqa: PLC0415
        from ..models.live_proposal import LiveProposal  # noqa: PLC0415
        from ..models.live_sealed import LiveSealed  # noqa: PLC0415
        from ..models.log_entry import LogEntry  # noqa: PLC0415
        from ..models.revealed import Revealed  # noqa: PLC0415

        d = dict(src_dict)
        event = check_live_event_name(d.pop("event"))

        def _parse_data(data: object) -> LiveExpired | LiveProposal | LiveSealed | LogEntry | Revealed:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = LogEntry.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = LiveSealed.from_dict(data)

                return data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_2 = LiveProposal.from_dict(data)

                return data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_3 = Revealed.from_dict(data)

                return data_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_4 = LiveExpired.from_dict(data)

            return data_type_4

        data = _parse_data(d.pop("data"))

        id = d.pop("id", UNSET)

        live_event = cls(
            event=event,
            data=data,
            id=id,
        )

        return live_event
