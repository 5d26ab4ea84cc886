from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_declaration import WalkaDeclaration
    from ..models.walka_rules import WalkaRules
    from ..models.walka_trigger import WalkaTrigger


T = TypeVar("T", bound="WalkaInstantChainRequest")


@_attrs_define
class WalkaInstantChainRequest:
    """
    Attributes:
        trigger (WalkaTrigger):
        declarations (list[WalkaDeclaration]):
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    trigger: WalkaTrigger
    declarations: list[WalkaDeclaration]
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        trigger = self.trigger.to_dict()

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "trigger": trigger,
                "declarations": declarations,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_declaration import WalkaDeclaration  # noqa: PLC0415
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415
        from ..models.walka_trigger import WalkaTrigger  # noqa: PLC0415

        d = dict(src_dict)
        trigger = WalkaTrigger.from_dict(d.pop("trigger"))

        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = WalkaDeclaration.from_dict(declarations_item_data)

            declarations.append(declarations_item)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        walka_instant_chain_request = cls(
            trigger=trigger,
            declarations=declarations,
            rules=rules,
            seed=seed,
            dice=dice,
        )

        return walka_instant_chain_request
