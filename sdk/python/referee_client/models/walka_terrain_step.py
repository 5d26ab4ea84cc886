from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_move_mode import WalkaMoveMode, check_walka_move_mode
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaTerrainStep")


@_attrs_define
class WalkaTerrainStep:
    """
    Attributes:
        mode (WalkaMoveMode): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        safe (bool | Unset): At the safe pace: the profile's extra AP, no test. Default: False.
        leaves_reach (bool | Unset): This unit leaves an enemy's melee reach: +1 AP. Default: False.
    """

    mode: WalkaMoveMode
    safe: bool | Unset = False
    leaves_reach: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        mode: str = self.mode

        safe = self.safe

        leaves_reach = self.leaves_reach

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
            }
        )
        if safe is not UNSET:
            field_dict["safe"] = safe
        if leaves_reach is not UNSET:
            field_dict["leaves_reach"] = leaves_reach

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = check_walka_move_mode(d.pop("mode"))

        safe = d.pop("safe", UNSET)

        leaves_reach = d.pop("leaves_reach", UNSET)

        walka_terrain_step = cls(
            mode=mode,
            safe=safe,
            leaves_reach=leaves_reach,
        )

        return walka_terrain_step
