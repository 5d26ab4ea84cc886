from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WalkaEncounterSideSeedsType0")


@_attrs_define
class WalkaEncounterSideSeedsType0:
    """side -> the seed it sent; null until revealed. The dice's client seed is the creation client_seed followed, for each
    side that contributed, in roster order, by `|<side>=<seed>`; a side that did not contribute adds nothing, and with
    no creation client_seed the combination starts with `|`. The creation client_seed never holds `|` or `=` (refused at
    creation). With no side seed at all it is the creation client_seed unchanged. In a side's name `%`, `|` and `=` are
    written `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for another side's. Example:
    client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step k rolls from
    `<server_seed>:table-7|red=lucky` with label k.

    """

    additional_properties: dict[str, str] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        walka_encounter_side_seeds_type_0 = cls()

        walka_encounter_side_seeds_type_0.additional_properties = d
        return walka_encounter_side_seeds_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: str) -> None:
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

    def values(self) -> ValuesView[str]:
        return self.additional_properties.values()

    def items(self) -> ItemsView[str, str]:
        return self.additional_properties.items()

    def get(self, key: str, default: str | None = None) -> str | None:
        return self.additional_properties.get(key, default)
