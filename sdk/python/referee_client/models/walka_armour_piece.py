from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_armour_side import WalkaArmourSide, check_walka_armour_side
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_coverage import WalkaCoverage


T = TypeVar("T", bound="WalkaArmourPiece")


@_attrs_define
class WalkaArmourPiece:
    """
    Attributes:
        id (str): The piece's name, used in conflicts and Quality changes.
        class_ (str): Its class (e.g. greaves, gauntlet): two of one class on one side cannot be worn on the same limb.
        covers (list[WalkaCoverage]):
        absorption (int): Damage it absorbs.
        quality (int): Its Quality.
        side (WalkaArmourSide | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        dis_bonus (int | Unset): What it adds to DIS (dispersion). Default: 0.
    """

    id: str
    class_: str
    covers: list[WalkaCoverage]
    absorption: int
    quality: int
    side: WalkaArmourSide | Unset = UNSET
    dis_bonus: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        class_ = self.class_

        covers = []
        for covers_item_data in self.covers:
            covers_item = covers_item_data.to_dict()
            covers.append(covers_item)

        absorption = self.absorption

        quality = self.quality

        side: str | Unset = UNSET
        if not isinstance(self.side, Unset):
            side = self.side

        dis_bonus = self.dis_bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "class": class_,
                "covers": covers,
                "absorption": absorption,
                "quality": quality,
            }
        )
        if side is not UNSET:
            field_dict["side"] = side
        if dis_bonus is not UNSET:
            field_dict["dis_bonus"] = dis_bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_coverage import WalkaCoverage  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        class_ = d.pop("class")

        covers = []
        _covers = d.pop("covers")
        for covers_item_data in _covers:
            covers_item = WalkaCoverage.from_dict(covers_item_data)

            covers.append(covers_item)

        absorption = d.pop("absorption")

        quality = d.pop("quality")

        _side = d.pop("side", UNSET)
        side: WalkaArmourSide | Unset
        if isinstance(_side, Unset):
            side = UNSET
        else:
            side = check_walka_armour_side(_side)

        dis_bonus = d.pop("dis_bonus", UNSET)

        walka_armour_piece = cls(
            id=id,
            class_=class_,
            covers=covers,
            absorption=absorption,
            quality=quality,
            side=side,
            dis_bonus=dis_bonus,
        )

        return walka_armour_piece
