from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_cede import WalkaCede


T = TypeVar("T", bound="WalkaInitiativeEncounterParams")


@_attrs_define
class WalkaInitiativeEncounterParams:
    """
    Attributes:
        cede (list[WalkaCede] | Unset): Precedence given away after the roll-off (§2).
    """

    cede: list[WalkaCede] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cede: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cede, Unset):
            cede = []
            for cede_item_data in self.cede:
                cede_item = cede_item_data.to_dict()
                cede.append(cede_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cede is not UNSET:
            field_dict["cede"] = cede

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_cede import WalkaCede  # noqa: PLC0415

        d = dict(src_dict)
        _cede = d.pop("cede", UNSET)
        cede: list[WalkaCede] | Unset = UNSET
        if _cede is not UNSET:
            cede = []
            for cede_item_data in _cede:
                cede_item = WalkaCede.from_dict(cede_item_data)

                cede.append(cede_item)

        walka_initiative_encounter_params = cls(
            cede=cede,
        )

        return walka_initiative_encounter_params
