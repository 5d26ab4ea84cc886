from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.correction_name import CorrectionName, check_correction_name

if TYPE_CHECKING:
    from ..models.change import Change
    from ..models.correction_params import CorrectionParams


T = TypeVar("T", bound="Correction")


@_attrs_define
class Correction:
    """
    Attributes:
        index (int): Its place in the log.
        step (CorrectionName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        params (CorrectionParams): The correction as sent.
        changes (list[Change]): What it changed.
    """

    index: int
    step: CorrectionName
    params: CorrectionParams
    changes: list[Change]

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        step: str = self.step

        params = self.params.to_dict()

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "step": step,
                "params": params,
                "changes": changes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change import Change  # noqa: PLC0415
        from ..models.correction_params import CorrectionParams  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        step = check_correction_name(d.pop("step"))

        params = CorrectionParams.from_dict(d.pop("params"))

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = Change.from_dict(changes_item_data)

            changes.append(changes_item)

        correction = cls(
            index=index,
            step=step,
            params=params,
            changes=changes,
        )

        return correction
