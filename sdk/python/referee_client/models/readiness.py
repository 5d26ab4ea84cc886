from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """
    Attributes:
        status (str): `ready` when Redis answers.
        store (str): `redis` (REDIS_URL), `embedded` (a private redis-server started by gunicorn) or `in-process` (a
            single process only).
        persistent (bool): False for the embedded and in-process stores: they keep nothing after the service stops.
    """

    status: str
    store: str
    persistent: bool

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        store = self.store

        persistent = self.persistent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "store": store,
                "persistent": persistent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        store = d.pop("store")

        persistent = d.pop("persistent")

        readiness = cls(
            status=status,
            store=store,
            persistent=persistent,
        )

        return readiness
