from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.signature import Signature


T = TypeVar("T", bound="Signatures")


@_attrs_define
class Signatures:
    """
    Attributes:
        commitment (Signature):
        record (Signature | Unset):
    """

    commitment: Signature
    record: Signature | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
            }
        )
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signature import Signature  # noqa: PLC0415

        d = dict(src_dict)
        commitment = Signature.from_dict(d.pop("commitment"))

        _record = d.pop("record", UNSET)
        record: Signature | Unset
        if isinstance(_record, Unset):
            record = UNSET
        else:
            record = Signature.from_dict(_record)

        signatures = cls(
            commitment=commitment,
            record=record,
        )

        return signatures
