from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.urban_war_model_state import UrbanWarModelState


T = TypeVar("T", bound="UrbanWarStateModels")


@_attrs_define
class UrbanWarStateModels:
    additional_properties: dict[str, UrbanWarModelState] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_model_state import UrbanWarModelState  # noqa: PLC0415

        d = dict(src_dict)
        urban_war_state_models = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = UrbanWarModelState.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        urban_war_state_models.additional_properties = additional_properties
        return urban_war_state_models

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> UrbanWarModelState:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: UrbanWarModelState) -> None:
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

    def values(self) -> ValuesView[UrbanWarModelState]:
        return self.additional_properties.values()

    def items(self) -> ItemsView[str, UrbanWarModelState]:
        return self.additional_properties.items()

    def get(self, key: str, default: UrbanWarModelState | None = None) -> UrbanWarModelState | None:
        return self.additional_properties.get(key, default)
