from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.correction import Correction
    from ..models.mismatch import Mismatch


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        ok (bool):
        commitment_ok (bool): sha256(server_seed) matches.
        entries (int | None):
        steps_recomputed (int | None):
        first_mismatch (Mismatch | None):
        corrections (list[Correction]): Every game-master correction in the log, oldest first. They roll nothing, so
            verify shows them rather than recomputing them.
    """

    ok: bool
    commitment_ok: bool
    entries: int | None
    steps_recomputed: int | None
    first_mismatch: Mismatch | None
    corrections: list[Correction]

    def to_dict(self) -> dict[str, Any]:
        from ..models.mismatch import Mismatch  # noqa: PLC0415

        ok = self.ok

        commitment_ok = self.commitment_ok

        entries: int | None
        entries = self.entries

        steps_recomputed: int | None
        steps_recomputed = self.steps_recomputed

        first_mismatch: dict[str, Any] | None
        if isinstance(self.first_mismatch, Mismatch):
            first_mismatch = self.first_mismatch.to_dict()
        else:
            first_mismatch = self.first_mismatch

        corrections = []
        for corrections_item_data in self.corrections:
            corrections_item = corrections_item_data.to_dict()
            corrections.append(corrections_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "commitment_ok": commitment_ok,
                "entries": entries,
                "steps_recomputed": steps_recomputed,
                "first_mismatch": first_mismatch,
                "corrections": corrections,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.correction import Correction  # noqa: PLC0415
        from ..models.mismatch import Mismatch  # noqa: PLC0415

        d = dict(src_dict)
        ok = d.pop("ok")

        commitment_ok = d.pop("commitment_ok")

        def _parse_entries(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        entries = _parse_entries(d.pop("entries"))

        def _parse_steps_recomputed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        steps_recomputed = _parse_steps_recomputed(d.pop("steps_recomputed"))

        def _parse_first_mismatch(data: object) -> Mismatch | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_mismatch_type_0 = Mismatch.from_dict(data)

                return first_mismatch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Mismatch | None, data)

        first_mismatch = _parse_first_mismatch(d.pop("first_mismatch"))

        corrections = []
        _corrections = d.pop("corrections")
        for corrections_item_data in _corrections:
            corrections_item = Correction.from_dict(corrections_item_data)

            corrections.append(corrections_item)

        verification = cls(
            ok=ok,
            commitment_ok=commitment_ok,
            entries=entries,
            steps_recomputed=steps_recomputed,
            first_mismatch=first_mismatch,
            corrections=corrections,
        )

        return verification
