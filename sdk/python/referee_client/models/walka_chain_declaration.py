from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_interrupts_trigger import WalkaInterruptsTrigger, check_walka_interrupts_trigger
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaChainDeclaration")


@_attrs_define
class WalkaChainDeclaration:
    """
    Attributes:
        actor (str): Who declares the instant.
        cost (int | Unset): The instant's AP cost: 3 by the cost table (any other number is refused), or an instant
            spell's x (with spell true). Default: 3.
        spell (bool | Unset): The instant is a spell: it costs its x AP, given as cost (§3). Default: False.
        interrupts (int | None | Unset | WalkaInterruptsTrigger): "trigger", the number of an earlier link, or null.
        modifier (int | Unset): Added to its REF test. Default: 0.
    """

    actor: str
    cost: int | Unset = 3
    spell: bool | Unset = False
    interrupts: int | None | Unset | WalkaInterruptsTrigger = UNSET
    modifier: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        cost = self.cost

        spell = self.spell

        interrupts: int | None | str | Unset
        if isinstance(self.interrupts, Unset):
            interrupts = UNSET
        elif isinstance(self.interrupts, str):
            interrupts = self.interrupts
        else:
            interrupts = self.interrupts

        modifier = self.modifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
            }
        )
        if cost is not UNSET:
            field_dict["cost"] = cost
        if spell is not UNSET:
            field_dict["spell"] = spell
        if interrupts is not UNSET:
            field_dict["interrupts"] = interrupts
        if modifier is not UNSET:
            field_dict["modifier"] = modifier

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        cost = d.pop("cost", UNSET)

        spell = d.pop("spell", UNSET)

        def _parse_interrupts(data: object) -> int | None | Unset | WalkaInterruptsTrigger:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interrupts_type_0 = check_walka_interrupts_trigger(data)

                return interrupts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | Unset | WalkaInterruptsTrigger, data)

        interrupts = _parse_interrupts(d.pop("interrupts", UNSET))

        modifier = d.pop("modifier", UNSET)

        walka_chain_declaration = cls(
            actor=actor,
            cost=cost,
            spell=spell,
            interrupts=interrupts,
            modifier=modifier,
        )

        return walka_chain_declaration
