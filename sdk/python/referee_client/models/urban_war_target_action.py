from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarTargetAction")


@_attrs_define
class UrbanWarTargetAction:
    """
    Attributes:
        is_interrupt (bool | Unset): The action to interrupt is itself an interrupt. Default: False.
        already_interrupted (bool | Unset): It has already been interrupted once. Default: False.
    """

    is_interrupt: bool | Unset = False
    already_interrupted: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        is_interrupt = self.is_interrupt

        already_interrupted = self.already_interrupted

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if is_interrupt is not UNSET:
            field_dict["is_interrupt"] = is_interrupt
        if already_interrupted is not UNSET:
            field_dict["already_interrupted"] = already_interrupted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        is_interrupt = d.pop("is_interrupt", UNSET)

        already_interrupted = d.pop("already_interrupted", UNSET)

        urban_war_target_action = cls(
            is_interrupt=is_interrupt,
            already_interrupted=already_interrupted,
        )

        return urban_war_target_action
