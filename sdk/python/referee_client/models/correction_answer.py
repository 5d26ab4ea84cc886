from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.correction_name import CorrectionName, check_correction_name
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.change import Change


T = TypeVar("T", bound="CorrectionAnswer")


@_attrs_define
class CorrectionAnswer:
    """
    Attributes:
        encounter_id (str):
        index (int):
        step (CorrectionName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        changes (list[Change]):
        version (int):
        summary (str | Unset): What the correction did, in a sentence.
    """

    encounter_id: str
    index: int
    step: CorrectionName
    changes: list[Change]
    version: int
    summary: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        index = self.index

        step: str = self.step

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        version = self.version

        summary = self.summary

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "index": index,
                "step": step,
                "changes": changes,
                "version": version,
            }
        )
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change import Change  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        index = d.pop("index")

        step = check_correction_name(d.pop("step"))

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = Change.from_dict(changes_item_data)

            changes.append(changes_item)

        version = d.pop("version")

        summary = d.pop("summary", UNSET)

        correction_answer = cls(
            encounter_id=encounter_id,
            index=index,
            step=step,
            changes=changes,
            version=version,
            summary=summary,
        )

        return correction_answer
