from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WalkaCharacterStateHands")


@_attrs_define
class WalkaCharacterStateHands:
    """What each hand holds, keyed by limb (walka.md §14)."""

    additional_properties: dict[str, None | str] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        walka_character_state_hands = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        walka_character_state_hands.additional_properties = additional_properties
        return walka_character_state_hands

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> None | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: None | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

    # Referee's addition: a pure map (side -> token, model -> order) reads like a mapping.
    # Only where the model has no fields of its own, which these names could shadow.
    def __iter__(self) -> Iterator[str]:
        return iter(self.additional_properties)

    def __len__(self) -> int:
        return len(self.additional_properties)

    def keys(self) -> KeysView[str]:
        return self.additional_properties.keys()

    def values(self) -> ValuesView[None | str]:
        return self.additional_properties.values()

    def items(self) -> ItemsView[str, None | str]:
        return self.additional_properties.items()

    def get(self, key: str, default: None | str | None = None) -> None | str | None:
        return self.additional_properties.get(key, default)
