from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome


T = TypeVar("T", bound="UrbanWarPanicTestOutcome")


@_attrs_define
class UrbanWarPanicTestOutcome:
    """
    Attributes:
        tested (bool): Whether dice were rolled.
        reason (None | str): Why no test was taken: `exempt_in_base_contact`, `already_panicked`, or `command_not_given`
            (a melee loser whose CD the request left out: its panic test is due, for the caller to roll); null when tested.
        test (None | UrbanWarCommandTestOutcome):
        panicked (bool): Whether the model holds a panic token now.
    """

    tested: bool
    reason: None | str
    test: None | UrbanWarCommandTestOutcome
    panicked: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415

        tested = self.tested

        reason: None | str
        reason = self.reason

        test: dict[str, Any] | None
        if isinstance(self.test, UrbanWarCommandTestOutcome):
            test = self.test.to_dict()
        else:
            test = self.test

        panicked = self.panicked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tested": tested,
                "reason": reason,
                "test": test,
                "panicked": panicked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415

        d = dict(src_dict)
        tested = d.pop("tested")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_test(data: object) -> None | UrbanWarCommandTestOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                test_type_0 = UrbanWarCommandTestOutcome.from_dict(data)

                return test_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarCommandTestOutcome, data)

        test = _parse_test(d.pop("test"))

        panicked = d.pop("panicked")

        urban_war_panic_test_outcome = cls(
            tested=tested,
            reason=reason,
            test=test,
            panicked=panicked,
        )

        return urban_war_panic_test_outcome
