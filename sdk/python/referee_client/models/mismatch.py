from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Mismatch")


@_attrs_define
class Mismatch:
    """
    Attributes:
        index (int):
        step (None | str):
        field (str): e.g. `rolls.2`, `outcome`.
        recomputed (Any):
        logged (Any):
    """

    index: int
    step: None | str
    field: str
    recomputed: Any
    logged: Any

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        step: None | str
        step = self.step

        field = self.field

        recomputed = self.recomputed

        logged = self.logged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "step": step,
                "field": field,
                "recomputed": recomputed,
                "logged": logged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_step(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        step = _parse_step(d.pop("step"))

        field = d.pop("field")

        recomputed = d.pop("recomputed")

        logged = d.pop("logged")

        mismatch = cls(
            index=index,
            step=step,
            field=field,
            recomputed=recomputed,
            logged=logged,
        )

        return mismatch
