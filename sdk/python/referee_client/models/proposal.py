from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.claims_policy import ClaimsPolicy, check_claims_policy
from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name

if TYPE_CHECKING:
    from ..models.proposal_claims import ProposalClaims
    from ..models.proposal_params import ProposalParams


T = TypeVar("T", bound="Proposal")


@_attrs_define
class Proposal:
    """
    Attributes:
        id (str): Name it to answer it.
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        path (str): The step's route.
        params (ProposalParams): The step as proposed.
        claims (ProposalClaims): Its claims, as sent (x-referee-claims).
        proposer (str): `side:<name>`.
        confirm (list[str]): Who may accept it (`side:<name>` or `gm`): any one of them.
        policy (ClaimsPolicy): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        created_at (str):
    """

    id: str
    step: EncounterStepName
    path: str
    params: ProposalParams
    claims: ProposalClaims
    proposer: str
    confirm: list[str]
    policy: ClaimsPolicy
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        step: str = self.step

        path = self.path

        params = self.params.to_dict()

        claims = self.claims.to_dict()

        proposer = self.proposer

        confirm = self.confirm

        policy: str = self.policy

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "step": step,
                "path": path,
                "params": params,
                "claims": claims,
                "proposer": proposer,
                "confirm": confirm,
                "policy": policy,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.proposal_claims import ProposalClaims  # noqa: PLC0415
        from ..models.proposal_params import ProposalParams  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        step = check_encounter_step_name(d.pop("step"))

        path = d.pop("path")

        params = ProposalParams.from_dict(d.pop("params"))

        claims = ProposalClaims.from_dict(d.pop("claims"))

        proposer = d.pop("proposer")

        confirm = cast(list[str], d.pop("confirm"))

        policy = check_claims_policy(d.pop("policy"))

        created_at = d.pop("created_at")

        proposal = cls(
            id=id,
            step=step,
            path=path,
            params=params,
            claims=claims,
            proposer=proposer,
            confirm=confirm,
            policy=policy,
            created_at=created_at,
        )

        return proposal
