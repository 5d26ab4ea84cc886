from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_chain_declaration import WalkaChainDeclaration
    from ..models.walka_chain_trigger import WalkaChainTrigger


T = TypeVar("T", bound="WalkaInstantChainEncounterParams")


@_attrs_define
class WalkaInstantChainEncounterParams:
    """
    Attributes:
        trigger (WalkaChainTrigger):
        declarations (list[WalkaChainDeclaration]): In declaration order: link 1, 2, ...
    """

    trigger: WalkaChainTrigger
    declarations: list[WalkaChainDeclaration]

    def to_dict(self) -> dict[str, Any]:
        trigger = self.trigger.to_dict()

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "trigger": trigger,
                "declarations": declarations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_chain_declaration import WalkaChainDeclaration  # noqa: PLC0415
        from ..models.walka_chain_trigger import WalkaChainTrigger  # noqa: PLC0415

        d = dict(src_dict)
        trigger = WalkaChainTrigger.from_dict(d.pop("trigger"))

        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = WalkaChainDeclaration.from_dict(declarations_item_data)

            declarations.append(declarations_item)

        walka_instant_chain_encounter_params = cls(
            trigger=trigger,
            declarations=declarations,
        )

        return walka_instant_chain_encounter_params
