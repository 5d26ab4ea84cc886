from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str): URI reference naming the kind of problem.
        title (str): The HTTP status phrase.
        status (int):
        detail (str): What is wrong, in words a player understands.
        code (str): Machine-readable kind, e.g. `validation_error`.
        errors (ProblemErrors | Unset): For validation problems: messages by field path, e.g. `modifiers.0.value`.
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    errors: ProblemErrors | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            errors=errors,
        )

        return problem
