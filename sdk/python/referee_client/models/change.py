from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Change")


@_attrs_define
class Change:
    """
    Attributes:
        path (str): e.g. `models.r1.wounds`.
        from_ (Any):
        to (Any):
    """

    path: str
    from_: Any
    to: Any

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = d.pop("path")

        from_ = d.pop("from")

        to = d.pop("to")

        change = cls(
            path=path,
            from_=from_,
            to=to,
        )

        return change
