from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome


T = TypeVar("T", bound="UrbanWarRallyOutcome")


@_attrs_define
class UrbanWarRallyOutcome:
    """
    Attributes:
        tested (bool): Whether dice were rolled.
        reason (None | str): Why no test was taken: `not_panicked` or `declined`; null when tested.
        test (None | UrbanWarCommandTestOutcome):
        panicked (bool): Whether the model holds a panic token now.
        panic_penalty (bool): The -2 to hit and no-charge penalties apply for the rest of this action.
    """

    tested: bool
    reason: None | str
    test: None | UrbanWarCommandTestOutcome
    panicked: bool
    panic_penalty: bool

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

        panic_penalty = self.panic_penalty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tested": tested,
                "reason": reason,
                "test": test,
                "panicked": panicked,
                "panic_penalty": panic_penalty,
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

        panic_penalty = d.pop("panic_penalty")

        urban_war_rally_outcome = cls(
            tested=tested,
            reason=reason,
            test=test,
            panicked=panicked,
            panic_penalty=panic_penalty,
        )

        return urban_war_rally_outcome
