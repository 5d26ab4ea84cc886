from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_interrupts_trigger import WalkaInterruptsTrigger, check_walka_interrupts_trigger

T = TypeVar("T", bound="WalkaChainLinkState")


@_attrs_define
class WalkaChainLinkState:
    """
    Attributes:
        link (int):
        actor (str):
        joined (bool):
        interrupts (int | None | WalkaInterruptsTrigger):
        cost (int):
        effective (bool | None):
        result (str): pending, executed, failed_interrupted or failed_ref.
    """

    link: int
    actor: str
    joined: bool
    interrupts: int | None | WalkaInterruptsTrigger
    cost: int
    effective: bool | None
    result: str

    def to_dict(self) -> dict[str, Any]:
        link = self.link

        actor = self.actor

        joined = self.joined

        interrupts: int | None | str
        if isinstance(self.interrupts, str):
            interrupts = self.interrupts
        else:
            interrupts = self.interrupts

        cost = self.cost

        effective: bool | None
        effective = self.effective

        result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "link": link,
                "actor": actor,
                "joined": joined,
                "interrupts": interrupts,
                "cost": cost,
                "effective": effective,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        link = d.pop("link")

        actor = d.pop("actor")

        joined = d.pop("joined")

        def _parse_interrupts(data: object) -> int | None | WalkaInterruptsTrigger:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interrupts_type_0 = check_walka_interrupts_trigger(data)

                return interrupts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | WalkaInterruptsTrigger, data)

        interrupts = _parse_interrupts(d.pop("interrupts"))

        cost = d.pop("cost")

        def _parse_effective(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        effective = _parse_effective(d.pop("effective"))

        result = d.pop("result")

        walka_chain_link_state = cls(
            link=link,
            actor=actor,
            joined=joined,
            interrupts=interrupts,
            cost=cost,
            effective=effective,
            result=result,
        )

        return walka_chain_link_state
