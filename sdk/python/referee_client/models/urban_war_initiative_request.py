from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_first_to_act import UrbanWarFirstToAct, check_urban_war_first_to_act
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_player import UrbanWarPlayer


T = TypeVar("T", bound="UrbanWarInitiativeRequest")


@_attrs_define
class UrbanWarInitiativeRequest:
    """
    Attributes:
        players (list[UrbanWarPlayer]): Both players, in the encounter's player order.
        winner_sends_first (UrbanWarFirstToAct | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    players: list[UrbanWarPlayer]
    winner_sends_first: UrbanWarFirstToAct | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        winner_sends_first: str | Unset = UNSET
        if not isinstance(self.winner_sends_first, Unset):
            winner_sends_first = self.winner_sends_first

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if winner_sends_first is not UNSET:
            field_dict["winner_sends_first"] = winner_sends_first
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

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

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_initiative_request = cls(
            players=players,
            winner_sends_first=winner_sends_first,
            seed=seed,
            dice=dice,
        )

        return urban_war_initiative_request
