from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaCede")


@_attrs_define
class WalkaCede:
    """
    Attributes:
        from_ (str): Who gives precedence: must come first after the roll-off.
        to (str): Who receives it: same SPD, later in the order.
    """

    from_: str
    to: str

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        walka_cede = cls(
            from_=from_,
            to=to,
        )

        return walka_cede
