from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.proposal_status import ProposalStatus, check_proposal_status

if TYPE_CHECKING:
    from ..models.proposal import Proposal


T = TypeVar("T", bound="ProposalAnswer")


@_attrs_define
class ProposalAnswer:
    """
    Attributes:
        status (ProposalStatus): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        proposal (Proposal):
        version (int):
    """

    status: ProposalStatus
    proposal: Proposal
    version: int

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        proposal = self.proposal.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "proposal": proposal,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.proposal import Proposal  # noqa: PLC0415

        d = dict(src_dict)
        status = check_proposal_status(d.pop("status"))

        proposal = Proposal.from_dict(d.pop("proposal"))

        version = d.pop("version")

        proposal_answer = cls(
            status=status,
            proposal=proposal,
            version=version,
        )

        return proposal_answer
