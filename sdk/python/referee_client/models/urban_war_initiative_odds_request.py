from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_first_to_act import UrbanWarFirstToAct, check_urban_war_first_to_act
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_player import UrbanWarPlayer


T = TypeVar("T", bound="UrbanWarInitiativeOddsRequest")


@_attrs_define
class UrbanWarInitiativeOddsRequest:
    """
    Attributes:
        players (list[UrbanWarPlayer]): Both players, in the encounter's player order.
        winner_sends_first (UrbanWarFirstToAct | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
    """

    players: list[UrbanWarPlayer]
    winner_sends_first: UrbanWarFirstToAct | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        winner_sends_first: str | Unset = UNSET
        if not isinstance(self.winner_sends_first, Unset):
            winner_sends_first = self.winner_sends_first

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if winner_sends_first is not UNSET:
            field_dict["winner_sends_first"] = winner_sends_first

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_player import UrbanWarPlayer  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = UrbanWarPlayer.from_dict(players_item_data)

            players.append(players_item)

        _winner_sends_first = d.pop("winner_sends_first", UNSET)
        winner_sends_first: UrbanWarFirstToAct | Unset
        if isinstance(_winner_sends_first, Unset):
            winner_sends_first = UNSET
        else:
            winner_sends_first = check_urban_war_first_to_act(_winner_sends_first)

        urban_war_initiative_odds_request = cls(
            players=players,
            winner_sends_first=winner_sends_first,
        )

        return urban_war_initiative_odds_request
