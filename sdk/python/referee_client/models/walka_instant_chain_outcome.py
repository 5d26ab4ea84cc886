from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_chain_link import WalkaChainLink
    from ..models.walka_execution_entry import WalkaExecutionEntry
    from ..models.walka_test_result import WalkaTestResult
    from ..models.walka_trigger_result import WalkaTriggerResult


T = TypeVar("T", bound="WalkaInstantChainOutcome")


@_attrs_define
class WalkaInstantChainOutcome:
    """
    Attributes:
        dcs (list[int | None]): Each declaration's REF dc; null for the first.
        tests (list[None | WalkaTestResult]): Each declaration's REF test, in declaration order, parallel to `dcs`: null
            for the first (no test); the same as `links[i].test`.
        links (list[WalkaChainLink]):
        execution_order (list[WalkaExecutionEntry]): The joined links from last to first, then the trigger.
        trigger (WalkaTriggerResult):
    """

    dcs: list[int | None]
    tests: list[None | WalkaTestResult]
    links: list[WalkaChainLink]
    execution_order: list[WalkaExecutionEntry]
    trigger: WalkaTriggerResult

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        dcs = []
        for dcs_item_data in self.dcs:
            dcs_item: int | None
            dcs_item = dcs_item_data
            dcs.append(dcs_item)

        tests = []
        for tests_item_data in self.tests:
            tests_item: dict[str, Any] | None
            if isinstance(tests_item_data, WalkaTestResult):
                tests_item = tests_item_data.to_dict()
            else:
                tests_item = tests_item_data
            tests.append(tests_item)

        links = []
        for links_item_data in self.links:
            links_item = links_item_data.to_dict()
            links.append(links_item)

        execution_order = []
        for execution_order_item_data in self.execution_order:
            execution_order_item = execution_order_item_data.to_dict()
            execution_order.append(execution_order_item)

        trigger = self.trigger.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dcs": dcs,
                "tests": tests,
                "links": links,
                "execution_order": execution_order,
                "trigger": trigger,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_chain_link import WalkaChainLink  # noqa: PLC0415
        from ..models.walka_execution_entry import WalkaExecutionEntry  # noqa: PLC0415
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415
        from ..models.walka_trigger_result import WalkaTriggerResult  # noqa: PLC0415

        d = dict(src_dict)
        dcs = []
        _dcs = d.pop("dcs")
        for dcs_item_data in _dcs:

            def _parse_dcs_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            dcs_item = _parse_dcs_item(dcs_item_data)

            dcs.append(dcs_item)

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

        links = []
        _links = d.pop("links")
        for links_item_data in _links:
            links_item = WalkaChainLink.from_dict(links_item_data)

            links.append(links_item)

        execution_order = []
        _execution_order = d.pop("execution_order")
        for execution_order_item_data in _execution_order:
            execution_order_item = WalkaExecutionEntry.from_dict(execution_order_item_data)

            execution_order.append(execution_order_item)

        trigger = WalkaTriggerResult.from_dict(d.pop("trigger"))

        walka_instant_chain_outcome = cls(
            dcs=dcs,
            tests=tests,
            links=links,
            execution_order=execution_order,
            trigger=trigger,
        )

        return walka_instant_chain_outcome
