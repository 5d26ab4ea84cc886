from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_armour_save import UrbanWarArmourSave
    from ..models.urban_war_cover_save import UrbanWarCoverSave


T = TypeVar("T", bound="UrbanWarWoundSave")


@_attrs_define
class UrbanWarWoundSave:
    """
    Attributes:
        wound (int):
        armour_save (None | UrbanWarArmourSave):
        cover_save (None | UrbanWarCoverSave):
        unsaved (bool):
    """

    wound: int
    armour_save: None | UrbanWarArmourSave
    cover_save: None | UrbanWarCoverSave
    unsaved: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_armour_save import UrbanWarArmourSave  # noqa: PLC0415
        from ..models.urban_war_cover_save import UrbanWarCoverSave  # noqa: PLC0415

        wound = self.wound

        armour_save: dict[str, Any] | None
        if isinstance(self.armour_save, UrbanWarArmourSave):
            armour_save = self.armour_save.to_dict()
        else:
            armour_save = self.armour_save

        cover_save: dict[str, Any] | None
        if isinstance(self.cover_save, UrbanWarCoverSave):
            cover_save = self.cover_save.to_dict()
        else:
            cover_save = self.cover_save

        unsaved = self.unsaved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "wound": wound,
                "armour_save": armour_save,
                "cover_save": cover_save,
                "unsaved": unsaved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_armour_save import UrbanWarArmourSave  # noqa: PLC0415
        from ..models.urban_war_cover_save import UrbanWarCoverSave  # noqa: PLC0415

        d = dict(src_dict)
        wound = d.pop("wound")

        def _parse_armour_save(data: object) -> None | UrbanWarArmourSave:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                armour_save_type_0 = UrbanWarArmourSave.from_dict(data)

                return armour_save_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarArmourSave, data)

        armour_save = _parse_armour_save(d.pop("armour_save"))

        def _parse_cover_save(data: object) -> None | UrbanWarCoverSave:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cover_save_type_0 = UrbanWarCoverSave.from_dict(data)

                return cover_save_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarCoverSave, data)

        cover_save = _parse_cover_save(d.pop("cover_save"))

        unsaved = d.pop("unsaved")

        urban_war_wound_save = cls(
            wound=wound,
            armour_save=armour_save,
            cover_save=cover_save,
            unsaved=unsaved,
        )

        return urban_war_wound_save
