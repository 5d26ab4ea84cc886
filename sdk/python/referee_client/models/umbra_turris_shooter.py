from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisShooter")


@_attrs_define
class UmbraTurrisShooter:
    """
    Attributes:
        ballistic_skill (int): Ballistic skill (BS), 0-10: the shooter's damage roll. Alias: `BS`.
        bs (int | Unset): Alias of `ballistic_skill`, the game's abbreviation: send one or the other, not both; where
            `ballistic_skill` is required, the alias stands in for it (this schema's `required` names the long field).
            Prefer the long name.
    """

    ballistic_skill: int
    bs: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ballistic_skill = self.ballistic_skill

        bs = self.bs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ballistic_skill": ballistic_skill,
            }
        )
        if bs is not UNSET:
            field_dict["BS"] = bs

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ballistic_skill = d.pop("ballistic_skill")

        bs = d.pop("BS", UNSET)

        umbra_turris_shooter = cls(
            ballistic_skill=ballistic_skill,
            bs=bs,
        )

        return umbra_turris_shooter
