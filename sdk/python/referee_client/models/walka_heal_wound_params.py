from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaHealWoundParams")


@_attrs_define
class WalkaHealWoundParams:
    """
    Attributes:
        target (str): The wounded character (any status, §13).
        wound (str): The wound's id, as the state lists it.
        hp_restored (int | Unset): HP restored (default the wound's damage), capped at max_hp.
    """

    target: str
    wound: str
    hp_restored: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        wound = self.wound

        hp_restored = self.hp_restored

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "wound": wound,
            }
        )
        if hp_restored is not UNSET:
            field_dict["hp_restored"] = hp_restored

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        wound = d.pop("wound")

        hp_restored = d.pop("hp_restored", UNSET)

        walka_heal_wound_params = cls(
            target=target,
            wound=wound,
            hp_restored=hp_restored,
        )

        return walka_heal_wound_params
