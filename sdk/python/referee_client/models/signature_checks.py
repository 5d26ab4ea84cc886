from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.signature_check import SignatureCheck


T = TypeVar("T", bound="SignatureChecks")


@_attrs_define
class SignatureChecks:
    """
    Attributes:
        commitment (SignatureCheck):
        record (SignatureCheck):
    """

    commitment: SignatureCheck
    record: SignatureCheck

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment.to_dict()

        record = self.record.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signature_check import SignatureCheck  # noqa: PLC0415

        d = dict(src_dict)
        commitment = SignatureCheck.from_dict(d.pop("commitment"))

        record = SignatureCheck.from_dict(d.pop("record"))

        signature_checks = cls(
            commitment=commitment,
            record=record,
        )

        return signature_checks
