from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaBorrowedReload")


@_attrs_define
class WalkaBorrowedReload:
    """
    Attributes:
        weapon (None | str | Unset): The weapon's name.
        step (None | str | Unset): The reload step's name.
    """

    weapon: None | str | Unset = UNSET
    step: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        else:
            weapon = self.weapon

        step: None | str | Unset
        if isinstance(self.step, Unset):
            step = UNSET
        else:
            step = self.step

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if step is not UNSET:
            field_dict["step"] = step

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        def _parse_step(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        step = _parse_step(d.pop("step", UNSET))

        walka_borrowed_reload = cls(
            weapon=weapon,
            step=step,
        )

        return walka_borrowed_reload
