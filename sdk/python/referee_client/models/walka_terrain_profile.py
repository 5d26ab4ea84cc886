from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_attribute_name import WalkaAttributeName, check_walka_attribute_name
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaTerrainProfile")


@_attrs_define
class WalkaTerrainProfile:
    """
    Attributes:
        name (str | Unset): The terrain's name. Default: 'ice'.
        safe_extra_ap (int | Unset): Extra AP per unit at the safe pace. Default: 1.
        test_attribute (WalkaAttributeName | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        test_dc (int | None | Unset): dc of that test; null: no test off the safe pace. Default: 15.
    """

    name: str | Unset = "ice"
    safe_extra_ap: int | Unset = 1
    test_attribute: WalkaAttributeName | Unset = UNSET
    test_dc: int | None | Unset = 15

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        safe_extra_ap = self.safe_extra_ap

        test_attribute: str | Unset = UNSET
        if not isinstance(self.test_attribute, Unset):
            test_attribute = self.test_attribute

        test_dc: int | None | Unset
        if isinstance(self.test_dc, Unset):
            test_dc = UNSET
        else:
            test_dc = self.test_dc

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if safe_extra_ap is not UNSET:
            field_dict["safe_extra_ap"] = safe_extra_ap
        if test_attribute is not UNSET:
            field_dict["test_attribute"] = test_attribute
        if test_dc is not UNSET:
            field_dict["test_dc"] = test_dc

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        safe_extra_ap = d.pop("safe_extra_ap", UNSET)

        _test_attribute = d.pop("test_attribute", UNSET)
        test_attribute: WalkaAttributeName | Unset
        if isinstance(_test_attribute, Unset):
            test_attribute = UNSET
        else:
            test_attribute = check_walka_attribute_name(_test_attribute)

        def _parse_test_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        test_dc = _parse_test_dc(d.pop("test_dc", UNSET))

        walka_terrain_profile = cls(
            name=name,
            safe_extra_ap=safe_extra_ap,
            test_attribute=test_attribute,
            test_dc=test_dc,
        )

        return walka_terrain_profile
