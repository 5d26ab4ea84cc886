from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaChainTriggerState")


@_attrs_define
class WalkaChainTriggerState:
    """
    Attributes:
        actor (str):
        kind (str):
        cost (int):
        result (str):
    """

    actor: str
    kind: str
    cost: int
    result: str

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        kind = self.kind

        cost = self.cost

        result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "kind": kind,
                "cost": cost,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        kind = d.pop("kind")

        cost = d.pop("cost")

        result = d.pop("result")

        walka_chain_trigger_state = cls(
            actor=actor,
            kind=kind,
            cost=cost,
            result=result,
        )

        return walka_chain_trigger_state
