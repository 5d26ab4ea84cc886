from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaExecutionEntry")


@_attrs_define
class WalkaExecutionEntry:
    """
    Attributes:
        link (int | None): null for the trigger.
        actor (str):
    """

    link: int | None
    actor: str

    def to_dict(self) -> dict[str, Any]:
        link: int | None
        link = self.link

        actor = self.actor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "link": link,
                "actor": actor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_link(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        link = _parse_link(d.pop("link"))

        actor = d.pop("actor")

        walka_execution_entry = cls(
            link=link,
            actor=actor,
        )

        return walka_execution_entry
