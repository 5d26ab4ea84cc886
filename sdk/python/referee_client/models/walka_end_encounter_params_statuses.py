from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.walka_status import WalkaStatus, check_walka_status

T = TypeVar("T", bound="WalkaEndEncounterParamsStatuses")


@_attrs_define
class WalkaEndEncounterParamsStatuses:
    """Character id -> final status, set before closing (§12)."""

    additional_properties: dict[str, WalkaStatus] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        walka_end_encounter_params_statuses = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = check_walka_status(prop_dict)

            additional_properties[prop_name] = additional_property

        walka_end_encounter_params_statuses.additional_properties = additional_properties
        return walka_end_encounter_params_statuses

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> WalkaStatus:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: WalkaStatus) -> None:
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

    def values(self) -> ValuesView[WalkaStatus]:
        return self.additional_properties.values()

    def items(self) -> ItemsView[str, WalkaStatus]:
        return self.additional_properties.items()

    def get(self, key: str, default: WalkaStatus | None = None) -> WalkaStatus | None:
        return self.additional_properties.get(key, default)
