from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome


T = TypeVar("T", bound="UrbanWarTargetSelectionOutcome")


@_attrs_define
class UrbanWarTargetSelectionOutcome:
    """
    Attributes:
        test (None | UrbanWarCommandTestOutcome):
        allowed (bool):
        shot_lost (bool):
    """

    test: None | UrbanWarCommandTestOutcome
    allowed: bool
    shot_lost: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415

        test: dict[str, Any] | None
        if isinstance(self.test, UrbanWarCommandTestOutcome):
            test = self.test.to_dict()
        else:
            test = self.test

        allowed = self.allowed

        shot_lost = self.shot_lost

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "test": test,
                "allowed": allowed,
                "shot_lost": shot_lost,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415

        d = dict(src_dict)

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

        allowed = d.pop("allowed")

        shot_lost = d.pop("shot_lost")

        urban_war_target_selection_outcome = cls(
            test=test,
            allowed=allowed,
            shot_lost=shot_lost,
        )

        return urban_war_target_selection_outcome
