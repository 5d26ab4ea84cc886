from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name
from ..models.rng import Rng, check_rng
from ..models.system_id import SystemId, check_system_id
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.change import Change
    from ..models.roll import Roll
    from ..models.step_odds import StepOdds
    from ..models.urban_war_initiative_outcome import UrbanWarInitiativeOutcome


T = TypeVar("T", bound="UrbanWarEncounterSetupRollAnswer")


@_attrs_define
class UrbanWarEncounterSetupRollAnswer:
    """
    Attributes:
        encounter_id (str):
        index (int): The step's place in the log.
        system (SystemId): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        role (str): `gm` or `side:<name>`.
        seed (None): Always null on an encounter: its dice's seed is `<server_seed>:<client_seed>` with `label`, and
            server_seed stays secret until the game master reveals the encounter (`seed_commitment` is its sha256).
        rng (Rng): A closed set: the server sends only these values today. A later version may add values without a new
            API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        label (str): The dice stream's label: str(index).
        seed_commitment (str):
        rolls (list[Roll]):
        changes (list[Change]):
        version (int):
        outcome (UrbanWarInitiativeOutcome):
        summary (str | Unset): What happened, in sentences a player reads, in the game's words: who did what to whom,
            what was needed, what came up and what changed (e.g. `b1 shoots r1 at 10 in: hit roll 1 against 4+, miss.`).
            Written from the step and its outcome; for reading, not for parsing (the outcome is the data).
        odds (None | StepOdds | Unset): Only with `?odds=true`: the exact odds of this roll for the state it was made
            in; null for turn events, which roll nothing.
    """

    encounter_id: str
    index: int
    system: SystemId
    step: EncounterStepName
    role: str
    seed: None
    rng: Rng
    label: str
    seed_commitment: str
    rolls: list[Roll]
    changes: list[Change]
    version: int
    outcome: UrbanWarInitiativeOutcome
    summary: str | Unset = UNSET
    odds: None | StepOdds | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_odds import StepOdds  # noqa: PLC0415

        encounter_id = self.encounter_id

        index = self.index

        system: str = self.system

        step: str = self.step

        role = self.role

        seed = self.seed

        rng: str = self.rng

        label = self.label

        seed_commitment = self.seed_commitment

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        version = self.version

        outcome = self.outcome.to_dict()

        summary = self.summary

        odds: dict[str, Any] | None | Unset
        if isinstance(self.odds, Unset):
            odds = UNSET
        elif isinstance(self.odds, StepOdds):
            odds = self.odds.to_dict()
        else:
            odds = self.odds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "index": index,
                "system": system,
                "step": step,
                "role": role,
                "seed": seed,
                "rng": rng,
                "label": label,
                "seed_commitment": seed_commitment,
                "rolls": rolls,
                "changes": changes,
                "version": version,
                "outcome": outcome,
            }
        )
        if summary is not UNSET:
            field_dict["summary"] = summary
        if odds is not UNSET:
            field_dict["odds"] = odds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change import Change  # noqa: PLC0415
        from ..models.roll import Roll  # noqa: PLC0415
        from ..models.step_odds import StepOdds  # noqa: PLC0415
        from ..models.urban_war_initiative_outcome import UrbanWarInitiativeOutcome  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        index = d.pop("index")

        system = check_system_id(d.pop("system"))

        step = check_encounter_step_name(d.pop("step"))

        role = d.pop("role")

        seed = d.pop("seed")

        rng = check_rng(d.pop("rng"))

        label = d.pop("label")

        seed_commitment = d.pop("seed_commitment")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = Roll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = Change.from_dict(changes_item_data)

            changes.append(changes_item)

        version = d.pop("version")

        outcome = UrbanWarInitiativeOutcome.from_dict(d.pop("outcome"))

        summary = d.pop("summary", UNSET)

        def _parse_odds(data: object) -> None | StepOdds | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                odds_type_0 = StepOdds.from_dict(data)

                return odds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StepOdds | Unset, data)

        odds = _parse_odds(d.pop("odds", UNSET))

        urban_war_encounter_setup_roll_answer = cls(
            encounter_id=encounter_id,
            index=index,
            system=system,
            step=step,
            role=role,
            seed=seed,
            rng=rng,
            label=label,
            seed_commitment=seed_commitment,
            rolls=rolls,
            changes=changes,
            version=version,
            outcome=outcome,
            summary=summary,
            odds=odds,
        )

        return urban_war_encounter_setup_roll_answer
