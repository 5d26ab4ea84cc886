from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_commander_state import UrbanWarCommanderState, check_urban_war_commander_state
from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarPlayer")


@_attrs_define
class UrbanWarPlayer:
    """
    Attributes:
        player_id (str):
        commander_state (UrbanWarCommanderState | Unset): A closed set: the server sends only these values today. A
            later version may add values without a new API version, so a client must accept a value it does not know (show
            it as it is, or treat it as other).
    """

    player_id: str
    commander_state: UrbanWarCommanderState | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player_id = self.player_id

        commander_state: str | Unset = UNSET
        if not isinstance(self.commander_state, Unset):
            commander_state = self.commander_state

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player_id": player_id,
            }
        )
        if commander_state is not UNSET:
            field_dict["commander_state"] = commander_state

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player_id = d.pop("player_id")

        _commander_state = d.pop("commander_state", UNSET)
        commander_state: UrbanWarCommanderState | Unset
        if isinstance(_commander_state, Unset):
            commander_state = UNSET
        else:
            commander_state = check_urban_war_commander_state(_commander_state)

        urban_war_player = cls(
            player_id=player_id,
            commander_state=commander_state,
        )

        return urban_war_player
