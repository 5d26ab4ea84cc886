from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ready_status import ReadyStatus, check_ready_status
from ..models.signing_key_kind import SigningKeyKind, check_signing_key_kind
from ..models.store_kind import StoreKind, check_store_kind

T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """
    Attributes:
        status (ReadyStatus): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        store (StoreKind): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        persistent (bool): False for the embedded and in-process stores: they keep nothing after the service stops.
        signing_key (SigningKeyKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
    """

    status: ReadyStatus
    store: StoreKind
    persistent: bool
    signing_key: SigningKeyKind

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        store: str = self.store

        persistent = self.persistent

        signing_key: str = self.signing_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "store": store,
                "persistent": persistent,
                "signing_key": signing_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = check_ready_status(d.pop("status"))

        store = check_store_kind(d.pop("store"))

        persistent = d.pop("persistent")

        signing_key = check_signing_key_kind(d.pop("signing_key"))

        readiness = cls(
            status=status,
            store=store,
            persistent=persistent,
            signing_key=signing_key,
        )

        return readiness
