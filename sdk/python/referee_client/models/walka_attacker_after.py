from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaAttackerAfter")


@_attrs_define
class WalkaAttackerAfter:
    """
    Attributes:
        id (None | str):
        ap (int | None): null when ap was not given.
        pending_ap_penalty (int | None): null after a fumble when ap was not given (the fumble's AP may come off the
            pool or off the next regeneration).
    """

    id: None | str
    ap: int | None
    pending_ap_penalty: int | None

    def to_dict(self) -> dict[str, Any]:
        id: None | str
        id = self.id

        ap: int | None
        ap = self.ap

        pending_ap_penalty: int | None
        pending_ap_penalty = self.pending_ap_penalty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "ap": ap,
                "pending_ap_penalty": pending_ap_penalty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))

        def _parse_ap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ap = _parse_ap(d.pop("ap"))

        def _parse_pending_ap_penalty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pending_ap_penalty = _parse_pending_ap_penalty(d.pop("pending_ap_penalty"))

        walka_attacker_after = cls(
            id=id,
            ap=ap,
            pending_ap_penalty=pending_ap_penalty,
        )

        return walka_attacker_after
