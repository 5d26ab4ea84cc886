from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claims_record_claims import ClaimsRecordClaims
    from ..models.claims_record_params import ClaimsRecordParams


T = TypeVar("T", bound="ClaimsRecord")


@_attrs_define
class ClaimsRecord:
    """
    Attributes:
        index (int):
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        role (str):
        claims (ClaimsRecordClaims | Unset): values (each claim as sent), made_by, accepted_by (`trusted`, `neutral`,
            `gm` or `side:<name>`) and the proposal it came from.
        params (ClaimsRecordParams | Unset): A rejection's, dispute's or ruling's.
    """

    index: int
    step: EncounterStepName
    role: str
    claims: ClaimsRecordClaims | Unset = UNSET
    params: ClaimsRecordParams | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        step: str = self.step

        role = self.role

        claims: dict[str, Any] | Unset = UNSET
        if not isinstance(self.claims, Unset):
            claims = self.claims.to_dict()

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "step": step,
                "role": role,
            }
        )
        if claims is not UNSET:
            field_dict["claims"] = claims
        if params is not UNSET:
            field_dict["params"] = params

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claims_record_claims import ClaimsRecordClaims  # noqa: PLC0415
        from ..models.claims_record_params import ClaimsRecordParams  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        step = check_encounter_step_name(d.pop("step"))

        role = d.pop("role")

        _claims = d.pop("claims", UNSET)
        claims: ClaimsRecordClaims | Unset
        if isinstance(_claims, Unset):
            claims = UNSET
        else:
            claims = ClaimsRecordClaims.from_dict(_claims)

        _params = d.pop("params", UNSET)
        params: ClaimsRecordParams | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = ClaimsRecordParams.from_dict(_params)

        claims_record = cls(
            index=index,
            step=step,
            role=role,
            claims=claims,
            params=params,
        )

        return claims_record
