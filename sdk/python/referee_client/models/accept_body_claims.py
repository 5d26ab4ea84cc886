from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AcceptBodyClaims")


@_attrs_define
class AcceptBodyClaims:
    """Your own claims on the model the step acts on (those of its `x-referee-claims` with `owner: target`, e.g. the
    defender's modifier), which the proposer may not make; the proposer's claims stay as proposed. Logged as
    `confirmer_claims`, made by you.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept_body_claims = cls()

        accept_body_claims.additional_properties = d
        return accept_body_claims

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
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

    def values(self) -> ValuesView[Any]:
        return self.additional_properties.values()

    def items(self) -> ItemsView[str, Any]:
        return self.additional_properties.items()

    def get(self, key: str, default: Any | None = None) -> Any | None:
        return self.additional_properties.get(key, default)
