from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UmbraTurrisShooter")


@_attrs_define
class UmbraTurrisShooter:
    """
    Attributes:
        ballistic_skill (int): Ballistic skill (BS), 0-10: the shooter's damage roll. Alias: `BS`.
    """

    ballistic_skill: int

    def to_dict(self) -> dict[str, Any]:
        ballistic_skill = self.ballistic_skill

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ballistic_skill": ballistic_skill,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ballistic_skill = d.pop("ballistic_skill")

        umbra_turris_shooter = cls(
            ballistic_skill=ballistic_skill,
        )

        return umbra_turris_shooter
