from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_cede import WalkaCede
    from ..models.walka_character import WalkaCharacter


T = TypeVar("T", bound="WalkaInitiativeRequest")


@_attrs_define
class WalkaInitiativeRequest:
    """
    Attributes:
        characters (list[WalkaCharacter]): Everyone in the fight; the list order is the dice order.
        cede (list[WalkaCede] | Unset): Precedence given away after the roll-off, applied in order.
        surprised (list[str] | Unset): Ids that failed the surprise test (§10): no turn in round 1.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    characters: list[WalkaCharacter]
    cede: list[WalkaCede] | Unset = UNSET
    surprised: list[str] | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        cede: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cede, Unset):
            cede = []
            for cede_item_data in self.cede:
                cede_item = cede_item_data.to_dict()
                cede.append(cede_item)

        surprised: list[str] | Unset = UNSET
        if not isinstance(self.surprised, Unset):
            surprised = self.surprised

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "characters": characters,
            }
        )
        if cede is not UNSET:
            field_dict["cede"] = cede
        if surprised is not UNSET:
            field_dict["surprised"] = surprised
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_cede import WalkaCede  # noqa: PLC0415
        from ..models.walka_character import WalkaCharacter  # noqa: PLC0415

        d = dict(src_dict)
        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = WalkaCharacter.from_dict(characters_item_data)

            characters.append(characters_item)

        _cede = d.pop("cede", UNSET)
        cede: list[WalkaCede] | Unset = UNSET
        if _cede is not UNSET:
            cede = []
            for cede_item_data in _cede:
                cede_item = WalkaCede.from_dict(cede_item_data)

                cede.append(cede_item)

        surprised = cast(list[str], d.pop("surprised", UNSET))

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        walka_initiative_request = cls(
            characters=characters,
            cede=cede,
            surprised=surprised,
            seed=seed,
            dice=dice,
        )

        return walka_initiative_request
