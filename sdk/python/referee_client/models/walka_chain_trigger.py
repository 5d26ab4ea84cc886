from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_trigger_kind import WalkaTriggerKind, check_walka_trigger_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaChainTrigger")


@_attrs_define
class WalkaChainTrigger:
    """
    Attributes:
        actor (str): The character whose declared action the chain answers (the current turn).
        kind (WalkaTriggerKind): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        cost (int | Unset): AP the declared action costs, paid now: an action 3 (no other number), an attack 3 or a
            maneuver's own cost, a spell its x (required); a movement unit was paid when it was moved and costs nothing
            here.
    """

    actor: str
    kind: WalkaTriggerKind
    cost: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        kind: str = self.kind

        cost = self.cost

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "kind": kind,
            }
        )
        if cost is not UNSET:
            field_dict["cost"] = cost

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        kind = check_walka_trigger_kind(d.pop("kind"))

        cost = d.pop("cost", UNSET)

        walka_chain_trigger = cls(
            actor=actor,
            kind=kind,
            cost=cost,
        )

        return walka_chain_trigger
