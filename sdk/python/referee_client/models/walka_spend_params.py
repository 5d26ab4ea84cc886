from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_activity import WalkaActivity


T = TypeVar("T", bound="WalkaSpendParams")


@_attrs_define
class WalkaSpendParams:
    """
    Attributes:
        character (str): The character that pays.
        activities (list[WalkaActivity]): Activities to pay for, in order (§3 cost table). A reload names its `weapon`;
            its cost is the weapon's next reload step. Movement pays the foot effects of the character's wounds on its own.
    """

    character: str
    activities: list[WalkaActivity]

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        activities = []
        for activities_item_data in self.activities:
            activities_item = activities_item_data.to_dict()
            activities.append(activities_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "activities": activities,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_activity import WalkaActivity  # noqa: PLC0415

        d = dict(src_dict)
        character = d.pop("character")

        activities = []
        _activities = d.pop("activities")
        for activities_item_data in _activities:
            activities_item = WalkaActivity.from_dict(activities_item_data)

            activities.append(activities_item)

        walka_spend_params = cls(
            character=character,
            activities=activities,
        )

        return walka_spend_params
