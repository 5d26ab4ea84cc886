from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_body_claims import AcceptBodyClaims


T = TypeVar("T", bound="AcceptBody")


@_attrs_define
class AcceptBody:
    """
    Attributes:
        claims (AcceptBodyClaims | Unset): Your own claims on the model the step acts on (those of its `x-referee-
            claims` with `owner: target`, e.g. the defender's modifier), which the proposer may not make; the proposer's
            claims stay as proposed. Logged as `confirmer_claims`, made by you.
    """

    claims: AcceptBodyClaims | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claims: dict[str, Any] | Unset = UNSET
        if not isinstance(self.claims, Unset):
            claims = self.claims.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if claims is not UNSET:
            field_dict["claims"] = claims

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_body_claims import AcceptBodyClaims  # noqa: PLC0415

        d = dict(src_dict)
        _claims = d.pop("claims", UNSET)
        claims: AcceptBodyClaims | Unset
        if isinstance(_claims, Unset):
            claims = UNSET
        else:
            claims = AcceptBodyClaims.from_dict(_claims)

        accept_body = cls(
            claims=claims,
        )

        return accept_body
