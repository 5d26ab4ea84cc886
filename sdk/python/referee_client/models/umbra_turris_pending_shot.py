from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisPendingShot")


@_attrs_define
class UmbraTurrisPendingShot:
    """
    Attributes:
        shooter (str):
        target (str):
        aim_levels (int):
    """

    shooter: str
    target: str
    aim_levels: int

    def to_dict(self) -> dict[str, Any]:
        shooter = self.shooter

        target = self.target

        aim_levels = self.aim_levels

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shooter": shooter,
                "target": target,
                "aim_levels": aim_levels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shooter = d.pop("shooter")

        target = d.pop("target")

        aim_levels = d.pop("aim_levels")

        umbra_turris_pending_shot = cls(
            shooter=shooter,
            target=target,
            aim_levels=aim_levels,
        )

        return umbra_turris_pending_shot
