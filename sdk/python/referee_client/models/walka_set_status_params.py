from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_status import WalkaStatus, check_walka_status

T = TypeVar("T", bound="WalkaSetStatusParams")


@_attrs_define
class WalkaSetStatusParams:
    """
    Attributes:
        character (str): The character.
        status (WalkaStatus): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
    """

    character: str
    status: WalkaStatus

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        status = check_walka_status(d.pop("status"))

        walka_set_status_params = cls(
            character=character,
            status=status,
        )

        return walka_set_status_params
