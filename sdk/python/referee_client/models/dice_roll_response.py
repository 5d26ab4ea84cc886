from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.roll import Roll
    from ..models.roll_outcome import RollOutcome
    from ..models.step_odds import StepOdds


T = TypeVar("T", bound="DiceRollResponse")


@_attrs_define
class DiceRollResponse:
    """
    Attributes:
        system (str): Rule system id.
        step (str): Step name, e.g. `command_test`.
        seed (None | str): The seed the dice came from; null for manual dice.
        rng (str): `referee-dice-v1`, or `manual` for dice given in the request.
        rolls (list[Roll]): Every die drawn, in the order drawn.
        outcome (RollOutcome):
        odds (StepOdds | Unset):
    """

    system: str
    step: str
    seed: None | str
    rng: str
    rolls: list[Roll]
    outcome: RollOutcome
    odds: StepOdds | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        system = self.system

        step = self.step

        seed: None | str
        seed = self.seed

        rng = self.rng

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        outcome = self.outcome.to_dict()

        odds: dict[str, Any] | Unset = UNSET
        if not isinstance(self.odds, Unset):
            odds = self.odds.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "system": system,
                "step": step,
                "seed": seed,
                "rng": rng,
                "rolls": rolls,
                "outcome": outcome,
            }
        )
        if odds is not UNSET:
            field_dict["odds"] = odds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roll import Roll  # noqa: PLC0415
        from ..models.roll_outcome import RollOutcome  # noqa: PLC0415
        from ..models.step_odds import StepOdds  # noqa: PLC0415

        d = dict(src_dict)
        system = d.pop("system")

        step = d.pop("step")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        rng = d.pop("rng")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = Roll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        outcome = RollOutcome.from_dict(d.pop("outcome"))

        _odds = d.pop("odds", UNSET)
        odds: StepOdds | Unset
        if isinstance(_odds, Unset):
            odds = UNSET
        else:
            odds = StepOdds.from_dict(_odds)

        dice_roll_response = cls(
            system=system,
            step=step,
            seed=seed,
            rng=rng,
            rolls=rolls,
            outcome=outcome,
            odds=odds,
        )

        return dice_roll_response
