from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_terrain_unit import WalkaTerrainUnit
    from ..models.walka_test_result import WalkaTestResult


T = TypeVar("T", bound="WalkaTerrainOutcome")


@_attrs_define
class WalkaTerrainOutcome:
    """
    Attributes:
        profile (str):
        units (list[WalkaTerrainUnit]):
        units_moved (int):
        tests (list[None | WalkaTestResult]): Each moved unit's test, in unit order: null for a unit at the safe pace;
            the same as `units[i].test`.
        cancelled_units (int): Units not moved (and not paid) after a fall.
        ap_spent (int):
        ap (int | None): null when ap was not given.
        prone (bool):
        stand_up_cost (int):
    """

    profile: str
    units: list[WalkaTerrainUnit]
    units_moved: int
    tests: list[None | WalkaTestResult]
    cancelled_units: int
    ap_spent: int
    ap: int | None
    prone: bool
    stand_up_cost: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        profile = self.profile

        units = []
        for units_item_data in self.units:
            units_item = units_item_data.to_dict()
            units.append(units_item)

        units_moved = self.units_moved

        tests = []
        for tests_item_data in self.tests:
            tests_item: dict[str, Any] | None
            if isinstance(tests_item_data, WalkaTestResult):
                tests_item = tests_item_data.to_dict()
            else:
                tests_item = tests_item_data
            tests.append(tests_item)

        cancelled_units = self.cancelled_units

        ap_spent = self.ap_spent

        ap: int | None
        ap = self.ap

        prone = self.prone

        stand_up_cost = self.stand_up_cost

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "profile": profile,
                "units": units,
                "units_moved": units_moved,
                "tests": tests,
                "cancelled_units": cancelled_units,
                "ap_spent": ap_spent,
                "ap": ap,
                "prone": prone,
                "stand_up_cost": stand_up_cost,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_terrain_unit import WalkaTerrainUnit  # noqa: PLC0415
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        d = dict(src_dict)
        profile = d.pop("profile")

        units = []
        _units = d.pop("units")
        for units_item_data in _units:
            units_item = WalkaTerrainUnit.from_dict(units_item_data)

            units.append(units_item)

        units_moved = d.pop("units_moved")

        tests = []
        _tests = d.pop("tests")
        for tests_item_data in _tests:

            def _parse_tests_item(data: object) -> None | WalkaTestResult:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    tests_item_type_0 = WalkaTestResult.from_dict(data)

                    return tests_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | WalkaTestResult, data)

            tests_item = _parse_tests_item(tests_item_data)

            tests.append(tests_item)

        cancelled_units = d.pop("cancelled_units")

        ap_spent = d.pop("ap_spent")

        def _parse_ap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ap = _parse_ap(d.pop("ap"))

        prone = d.pop("prone")

        stand_up_cost = d.pop("stand_up_cost")

        walka_terrain_outcome = cls(
            profile=profile,
            units=units,
            units_moved=units_moved,
            tests=tests,
            cancelled_units=cancelled_units,
            ap_spent=ap_spent,
            ap=ap,
            prone=prone,
            stand_up_cost=stand_up_cost,
        )

        return walka_terrain_outcome
