from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_location import WalkaLocation, check_walka_location

T = TypeVar("T", bound="WalkaWound")


@_attrs_define
class WalkaWound:
    """
    Attributes:
        id (str):
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copy (int):
        damage (int):
        damage_type (None | WalkaDamageType): null when it was not given.
        bleeding_active (int):
        bleeding_stanched (int):
        crit_point (None | str):
    """

    id: str
    location: WalkaLocation
    copy: int
    damage: int
    damage_type: None | WalkaDamageType
    bleeding_active: int
    bleeding_stanched: int
    crit_point: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        location: str = self.location

        copy = self.copy

        damage = self.damage

        damage_type: None | str
        if isinstance(self.damage_type, str):
            damage_type = self.damage_type
        else:
            damage_type = self.damage_type

        bleeding_active = self.bleeding_active

        bleeding_stanched = self.bleeding_stanched

        crit_point: None | str
        crit_point = self.crit_point

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "location": location,
                "copy": copy,
                "damage": damage,
                "damage_type": damage_type,
                "bleeding_active": bleeding_active,
                "bleeding_stanched": bleeding_stanched,
                "crit_point": crit_point,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        location = check_walka_location(d.pop("location"))

        copy = d.pop("copy")

        damage = d.pop("damage")

        def _parse_damage_type(data: object) -> None | WalkaDamageType:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                damage_type_type_0 = check_walka_damage_type(data)

                return damage_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaDamageType, data)

        damage_type = _parse_damage_type(d.pop("damage_type"))

        bleeding_active = d.pop("bleeding_active")

        bleeding_stanched = d.pop("bleeding_stanched")

        def _parse_crit_point(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        crit_point = _parse_crit_point(d.pop("crit_point"))

        walka_wound = cls(
            id=id,
            location=location,
            copy=copy,
            damage=damage,
            damage_type=damage_type,
            bleeding_active=bleeding_active,
            bleeding_stanched=bleeding_stanched,
            crit_point=crit_point,
        )

        return walka_wound
