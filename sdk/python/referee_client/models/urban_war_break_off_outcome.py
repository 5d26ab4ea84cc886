from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome
    from ..models.urban_war_free_strike import UrbanWarFreeStrike
    from ..models.urban_war_melee_outcome import UrbanWarMeleeOutcome


T = TypeVar("T", bound="UrbanWarBreakOffOutcome")


@_attrs_define
class UrbanWarBreakOffOutcome:
    """
    Attributes:
        test (UrbanWarCommandTestOutcome):
        free_strikes (list[UrbanWarFreeStrike]):
        melee (None | UrbanWarMeleeOutcome):
        broke_off (bool):
        wounds_after (int):
        out_of_action (bool):
        break_off_distance_in (int): How far a survivor may move: MV + CAL in.
    """

    test: UrbanWarCommandTestOutcome
    free_strikes: list[UrbanWarFreeStrike]
    melee: None | UrbanWarMeleeOutcome
    broke_off: bool
    wounds_after: int
    out_of_action: bool
    break_off_distance_in: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_melee_outcome import UrbanWarMeleeOutcome  # noqa: PLC0415

        test = self.test.to_dict()

        free_strikes = []
        for free_strikes_item_data in self.free_strikes:
            free_strikes_item = free_strikes_item_data.to_dict()
            free_strikes.append(free_strikes_item)

        melee: dict[str, Any] | None
        if isinstance(self.melee, UrbanWarMeleeOutcome):
            melee = self.melee.to_dict()
        else:
            melee = self.melee

        broke_off = self.broke_off

        wounds_after = self.wounds_after

        out_of_action = self.out_of_action

        break_off_distance_in = self.break_off_distance_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "test": test,
                "free_strikes": free_strikes,
                "melee": melee,
                "broke_off": broke_off,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
                "break_off_distance_in": break_off_distance_in,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415
        from ..models.urban_war_free_strike import UrbanWarFreeStrike  # noqa: PLC0415
        from ..models.urban_war_melee_outcome import UrbanWarMeleeOutcome  # noqa: PLC0415

        d = dict(src_dict)
        test = UrbanWarCommandTestOutcome.from_dict(d.pop("test"))

        free_strikes = []
        _free_strikes = d.pop("free_strikes")
        for free_strikes_item_data in _free_strikes:
            free_strikes_item = UrbanWarFreeStrike.from_dict(free_strikes_item_data)

            free_strikes.append(free_strikes_item)

        def _parse_melee(data: object) -> None | UrbanWarMeleeOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                melee_type_0 = UrbanWarMeleeOutcome.from_dict(data)

                return melee_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarMeleeOutcome, data)

        melee = _parse_melee(d.pop("melee"))

        broke_off = d.pop("broke_off")

        wounds_after = d.pop("wounds_after")

        out_of_action = d.pop("out_of_action")

        break_off_distance_in = d.pop("break_off_distance_in")

        urban_war_break_off_outcome = cls(
            test=test,
            free_strikes=free_strikes,
            melee=melee,
            broke_off=broke_off,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
            break_off_distance_in=break_off_distance_in,
        )

        return urban_war_break_off_outcome
