from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rng import Rng, check_rng
from ..models.step_name import StepName, check_step_name
from ..models.system_id import SystemId, check_system_id
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.roll import Roll
    from ..models.step_odds import StepOdds
    from ..models.walka_terrain_outcome import WalkaTerrainOutcome


T = TypeVar("T", bound="WalkaTerrainResponse")


@_attrs_define
class WalkaTerrainResponse:
    """
    Attributes:
        system (SystemId): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        step (StepName): A closed set: the server sends only these values today. A later version may add values without
            a new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        seed (None | str): The seed the dice came from; null for manual dice.
        rng (Rng): A closed set: the server sends only these values today. A later version may add values without a new
            API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        rolls (list[Roll]): Every die drawn, in the order drawn.
        outcome (WalkaTerrainOutcome):
        rules_version (int | Unset): The version of the system's rules that resolved the step (docs/rules/versions.md in
            the Referee repository): it changes whenever some input would get another outcome, or an outcome field another
            meaning. Always sent; answers saved before rules versions were recorded (2026-12-01) have none.
        summary (str | Unset): What happened, in sentences a player reads, in the game's words: who did what to whom,
            what was needed, what came up and what changed (e.g. `b1 shoots r1 at 10 in: hit roll 1 against 4+, miss.`).
            Written from the step and its outcome; for reading, not for parsing (the outcome is the data). Always sent;
            answers saved before 2026-12-03 have none.
        unused_dice (list[int] | Unset): Only with manual dice that the step did not all draw: the ones left over, in
            the order given, for the next step (e.g. a parry whose shield blocked on the first die).
        odds (StepOdds | Unset):
    """

    system: SystemId
    step: StepName
    seed: None | str
    rng: Rng
    rolls: list[Roll]
    outcome: WalkaTerrainOutcome
    rules_version: int | Unset = UNSET
    summary: str | Unset = UNSET
    unused_dice: list[int] | Unset = UNSET
    odds: StepOdds | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        system: str = self.system

        step: str = self.step

        seed: None | str
        seed = self.seed

        rng: str = self.rng

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        outcome = self.outcome.to_dict()

        rules_version = self.rules_version

        summary = self.summary

        unused_dice: list[int] | Unset = UNSET
        if not isinstance(self.unused_dice, Unset):
            unused_dice = self.unused_dice

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
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if summary is not UNSET:
            field_dict["summary"] = summary
        if unused_dice is not UNSET:
            field_dict["unused_dice"] = unused_dice
        if odds is not UNSET:
            field_dict["odds"] = odds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roll import Roll  # noqa: PLC0415
        from ..models.step_odds import StepOdds  # noqa: PLC0415
        from ..models.walka_terrain_outcome import WalkaTerrainOutcome  # noqa: PLC0415

        d = dict(src_dict)
        system = check_system_id(d.pop("system"))

        step = check_step_name(d.pop("step"))

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        rng = check_rng(d.pop("rng"))

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = Roll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        outcome = WalkaTerrainOutcome.from_dict(d.pop("outcome"))

        rules_version = d.pop("rules_version", UNSET)

        summary = d.pop("summary", UNSET)

        unused_dice = cast(list[int], d.pop("unused_dice", UNSET))

        _odds = d.pop("odds", UNSET)
        odds: StepOdds | Unset
        if isinstance(_odds, Unset):
            odds = UNSET
        else:
            odds = StepOdds.from_dict(_odds)

        walka_terrain_response = cls(
            system=system,
            step=step,
            seed=seed,
            rng=rng,
            rolls=rolls,
            outcome=outcome,
            rules_version=rules_version,
            summary=summary,
            unused_dice=unused_dice,
            odds=odds,
        )

        return walka_terrain_response
