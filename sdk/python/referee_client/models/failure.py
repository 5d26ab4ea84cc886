from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.verify_failure_check import VerifyFailureCheck, check_verify_failure_check

T = TypeVar("T", bound="Failure")


@_attrs_define
class Failure:
    """
    Attributes:
        check (VerifyFailureCheck): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        index (int | None): The log entry; null if none.
        step (None | str):
        field (str):
        recomputed (Any):
        logged (Any):
        detail (None | str):
    """

    check: VerifyFailureCheck
    index: int | None
    step: None | str
    field: str
    recomputed: Any
    logged: Any
    detail: None | str

    def to_dict(self) -> dict[str, Any]:
        check: str = self.check

        index: int | None
        index = self.index

        step: None | str
        step = self.step

        field = self.field

        recomputed = self.recomputed

        logged = self.logged

        detail: None | str
        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "check": check,
                "index": index,
                "step": step,
                "field": field,
                "recomputed": recomputed,
                "logged": logged,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        check = check_verify_failure_check(d.pop("check"))

        def _parse_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        index = _parse_index(d.pop("index"))

        def _parse_step(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        step = _parse_step(d.pop("step"))

        field = d.pop("field")

        recomputed = d.pop("recomputed")

        logged = d.pop("logged")

        def _parse_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail = _parse_detail(d.pop("detail"))

        failure = cls(
            check=check,
            index=index,
            step=step,
            field=field,
            recomputed=recomputed,
            logged=logged,
            detail=detail,
        )

        return failure
