from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_test_result import WalkaTestResult


T = TypeVar("T", bound="WalkaTerrainUnit")


@_attrs_define
class WalkaTerrainUnit:
    """
    Attributes:
        unit (int):
        mode (str):
        safe (bool):
        cost (int):
        test (None | WalkaTestResult):
    """

    unit: int
    mode: str
    safe: bool
    cost: int
    test: None | WalkaTestResult

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        unit = self.unit

        mode = self.mode

        safe = self.safe

        cost = self.cost

        test: dict[str, Any] | None
        if isinstance(self.test, WalkaTestResult):
            test = self.test.to_dict()
        else:
            test = self.test

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "unit": unit,
                "mode": mode,
                "safe": safe,
                "cost": cost,
                "test": test,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        d = dict(src_dict)
        unit = d.pop("unit")

        mode = d.pop("mode")

        safe = d.pop("safe")

        cost = d.pop("cost")

        def _parse_test(data: object) -> None | WalkaTestResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                test_type_0 = WalkaTestResult.from_dict(data)

                return test_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaTestResult, data)

        test = _parse_test(d.pop("test"))

        walka_terrain_unit = cls(
            unit=unit,
            mode=mode,
            safe=safe,
            cost=cost,
            test=test,
        )

        return walka_terrain_unit
