from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_first_strike_outcome import UrbanWarFirstStrikeOutcome
    from ..models.urban_war_melee_result_outcome import UrbanWarMeleeResultOutcome
    from ..models.urban_war_side_flags import UrbanWarSideFlags
    from ..models.urban_war_side_numbers import UrbanWarSideNumbers
    from ..models.urban_war_strike import UrbanWarStrike


T = TypeVar("T", bound="UrbanWarMeleeOutcome")


@_attrs_define
class UrbanWarMeleeOutcome:
    """
    Attributes:
        first_strike (UrbanWarFirstStrikeOutcome):
        strikes (list[UrbanWarStrike]):
        hits_suffered (UrbanWarSideNumbers):
        wounds_after (UrbanWarSideNumbers):
        out_of_action (UrbanWarSideFlags):
        result (UrbanWarMeleeResultOutcome):
    """

    first_strike: UrbanWarFirstStrikeOutcome
    strikes: list[UrbanWarStrike]
    hits_suffered: UrbanWarSideNumbers
    wounds_after: UrbanWarSideNumbers
    out_of_action: UrbanWarSideFlags
    result: UrbanWarMeleeResultOutcome

    def to_dict(self) -> dict[str, Any]:
        first_strike = self.first_strike.to_dict()

        strikes = []
        for strikes_item_data in self.strikes:
            strikes_item = strikes_item_data.to_dict()
            strikes.append(strikes_item)

        hits_suffered = self.hits_suffered.to_dict()

        wounds_after = self.wounds_after.to_dict()

        out_of_action = self.out_of_action.to_dict()

        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_strike": first_strike,
                "strikes": strikes,
                "hits_suffered": hits_suffered,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_first_strike_outcome import UrbanWarFirstStrikeOutcome  # noqa: PLC0415
        from ..models.urban_war_melee_result_outcome import UrbanWarMeleeResultOutcome  # noqa: PLC0415
        from ..models.urban_war_side_flags import UrbanWarSideFlags  # noqa: PLC0415
        from ..models.urban_war_side_numbers import UrbanWarSideNumbers  # noqa: PLC0415
        from ..models.urban_war_strike import UrbanWarStrike  # noqa: PLC0415

        d = dict(src_dict)
        first_strike = UrbanWarFirstStrikeOutcome.from_dict(d.pop("first_strike"))

        strikes = []
        _strikes = d.pop("strikes")
        for strikes_item_data in _strikes:
            strikes_item = UrbanWarStrike.from_dict(strikes_item_data)

            strikes.append(strikes_item)

        hits_suffered = UrbanWarSideNumbers.from_dict(d.pop("hits_suffered"))

        wounds_after = UrbanWarSideNumbers.from_dict(d.pop("wounds_after"))

        out_of_action = UrbanWarSideFlags.from_dict(d.pop("out_of_action"))

        result = UrbanWarMeleeResultOutcome.from_dict(d.pop("result"))

        urban_war_melee_outcome = cls(
            first_strike=first_strike,
            strikes=strikes,
            hits_suffered=hits_suffered,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
            result=result,
        )

        return urban_war_melee_outcome
