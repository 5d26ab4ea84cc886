from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SignatureCheck")


@_attrs_define
class SignatureCheck:
    """
    Attributes:
        ok (bool):
        kid (None | str):
        problem (None | str): Why it fails; null if ok.
    """

    ok: bool
    kid: None | str
    problem: None | str

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        kid: None | str
        kid = self.kid

        problem: None | str
        problem = self.problem

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "kid": kid,
                "problem": problem,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ok = d.pop("ok")

        def _parse_kid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kid = _parse_kid(d.pop("kid"))

        def _parse_problem(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        problem = _parse_problem(d.pop("problem"))

        signature_check = cls(
            ok=ok,
            kid=kid,
            problem=problem,
        )

        return signature_check
