from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_end_encounter_params_statuses import WalkaEndEncounterParamsStatuses


T = TypeVar("T", bound="WalkaEndEncounterParams")


@_attrs_define
class WalkaEndEncounterParams:
    """
    Attributes:
        statuses (WalkaEndEncounterParamsStatuses | Unset): Character id -> final status, set before closing (§12).
        reason (str | Unset): Why the combat ended, in words. Default: ''.
    """

    statuses: WalkaEndEncounterParamsStatuses | Unset = UNSET
    reason: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        statuses: dict[str, Any] | Unset = UNSET
        if not isinstance(self.statuses, Unset):
            statuses = self.statuses.to_dict()

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if statuses is not UNSET:
            field_dict["statuses"] = statuses
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_end_encounter_params_statuses import WalkaEndEncounterParamsStatuses  # noqa: PLC0415

        d = dict(src_dict)
        _statuses = d.pop("statuses", UNSET)
        statuses: WalkaEndEncounterParamsStatuses | Unset
        if isinstance(_statuses, Unset):
            statuses = UNSET
        else:
            statuses = WalkaEndEncounterParamsStatuses.from_dict(_statuses)

        reason = d.pop("reason", UNSET)

        walka_end_encounter_params = cls(
            statuses=statuses,
            reason=reason,
        )

        return walka_end_encounter_params
