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
        due (bool): The model owes this panic test but it was not rolled here: a melee loser whose CD the request left
            out (`reason` `command_not_given`). Roll it with panic-test (trigger `melee_lost`, in base contact) and its CD;
            until then `panicked` is false only because nothing was rolled. False whenever the test was rolled or is not
            owed.
        reason (None | str): Why no dice were rolled: `exempt_in_base_contact` or `already_panicked` (no test is owed),
            or `command_not_given` (the test is owed, `due` true, but the model's CD was not given); null when tested.
        test (None | UrbanWarCommandTestOutcome):
        panicked (bool): Whether the model holds a panic token now (with `due` true: not yet, its test still to be
            rolled).
    """

    tested: bool
    due: bool
    reason: None | str
    test: None | UrbanWarCommandTestOutcome
    panicked: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415

        tested = self.tested

        due = self.due

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
                "due": due,
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

        due = d.pop("due")

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
            due=due,
            reason=reason,
            test=test,
            panicked=panicked,
        )

        return urban_war_panic_test_outcome
