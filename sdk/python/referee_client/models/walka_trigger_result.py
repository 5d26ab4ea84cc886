from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaTriggerResult")


@_attrs_define
class WalkaTriggerResult:
    """
    Attributes:
        actor (str):
        kind (str):
        result (str): executed or failed_interrupted; pending in an encounter's declare step (resolved by instant-
            chain/next).
    """

    actor: str
    kind: str
    result: str

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        kind = self.kind

        result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
                "kind": kind,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        kind = d.pop("kind")

        result = d.pop("result")

        walka_trigger_result = cls(
            actor=actor,
            kind=kind,
            result=result,
        )

        return walka_trigger_result
