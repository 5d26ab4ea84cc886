from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisSelfHealEncounterParams")


@_attrs_define
class UmbraTurrisSelfHealEncounterParams:
    """
    Attributes:
        mage (str): The mage that discards its Action Die for 2 Vitality.
    """

    mage: str

    def to_dict(self) -> dict[str, Any]:
        mage = self.mage

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mage": mage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mage = d.pop("mage")

        umbra_turris_self_heal_encounter_params = cls(
            mage=mage,
        )

        return umbra_turris_self_heal_encounter_params
