from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_trigger_kind import WalkaTriggerKind, check_walka_trigger_kind

T = TypeVar("T", bound="WalkaTrigger")


@_attrs_define
class WalkaTrigger:
    """
    Attributes:
        actor (str): Your name for the character.
        kind (WalkaTriggerKind): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
    """

    actor: str
    kind: WalkaTriggerKind

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        kind: str = self.kind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        kind = check_walka_trigger_kind(d.pop("kind"))

        walka_trigger = cls(
            actor=actor,
            kind=kind,
        )

        return walka_trigger
