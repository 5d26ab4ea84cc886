from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_panic_test_outcome import UrbanWarPanicTestOutcome


T = TypeVar("T", bound="UrbanWarMeleeResultOutcome")


@_attrs_define
class UrbanWarMeleeResultOutcome:
    """
    Attributes:
        loser (None | str): `attacker`, `defender` or null.
        reason (str): `model_out_of_play`, `draw` or `more_hits_suffered`.
        panic_test (None | UrbanWarPanicTestOutcome):
    """

    loser: None | str
    reason: str
    panic_test: None | UrbanWarPanicTestOutcome

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_panic_test_outcome import UrbanWarPanicTestOutcome  # noqa: PLC0415

        loser: None | str
        loser = self.loser

        reason = self.reason

        panic_test: dict[str, Any] | None
        if isinstance(self.panic_test, UrbanWarPanicTestOutcome):
            panic_test = self.panic_test.to_dict()
        else:
            panic_test = self.panic_test

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "loser": loser,
                "reason": reason,
                "panic_test": panic_test,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_panic_test_outcome import UrbanWarPanicTestOutcome  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_loser(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        loser = _parse_loser(d.pop("loser"))

        reason = d.pop("reason")

        def _parse_panic_test(data: object) -> None | UrbanWarPanicTestOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                panic_test_type_0 = UrbanWarPanicTestOutcome.from_dict(data)

                return panic_test_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarPanicTestOutcome, data)

        panic_test = _parse_panic_test(d.pop("panic_test"))

        urban_war_melee_result_outcome = cls(
            loser=loser,
            reason=reason,
            panic_test=panic_test,
        )

        return urban_war_melee_result_outcome
