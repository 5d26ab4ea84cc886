from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.live_proposal_status import LiveProposalStatus, check_live_proposal_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.proposal import Proposal


T = TypeVar("T", bound="LiveProposal")


@_attrs_define
class LiveProposal:
    """
    Attributes:
        status (LiveProposalStatus): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        proposal (Proposal):
        index (int | None): The log entry that closed it (its `claims.rejected` entry, or its accepted step, which the
            stream sends just before); null when opened or withdrawn.
        head_hash (str | Unset): The log's head: the SHA-256 (hex) of the last entry's canonical JSON (RFC 8785, without
            `hidden` and `head_hash`), the seed commitment while the log is empty (docs/encounters.md, The record is proof).
    """

    status: LiveProposalStatus
    proposal: Proposal
    index: int | None
    head_hash: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        proposal = self.proposal.to_dict()

        index: int | None
        index = self.index

        head_hash = self.head_hash

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "proposal": proposal,
                "index": index,
            }
        )
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.proposal import Proposal  # noqa: PLC0415

        d = dict(src_dict)
        status = check_live_proposal_status(d.pop("status"))

        proposal = Proposal.from_dict(d.pop("proposal"))

        def _parse_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        index = _parse_index(d.pop("index"))

        head_hash = d.pop("head_hash", UNSET)

        live_proposal = cls(
            status=status,
            proposal=proposal,
            index=index,
            head_hash=head_hash,
        )

        return live_proposal
