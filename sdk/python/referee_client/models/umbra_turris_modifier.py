from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisModifier")


@_attrs_define
class UmbraTurrisModifier:
    """
    Attributes:
        flag (str): The request flag.
        value (int): Its BS modifier.
        reason (str): In words.
    """

    flag: str
    value: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        flag = self.flag

        value = self.value

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "flag": flag,
                "value": value,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        flag = d.pop("flag")

        value = d.pop("value")

        reason = d.pop("reason")

        umbra_turris_modifier = cls(
            flag=flag,
            value=value,
            reason=reason,
        )

        return umbra_turris_modifier
