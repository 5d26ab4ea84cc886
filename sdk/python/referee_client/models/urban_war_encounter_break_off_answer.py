from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.change import Change
    from ..models.roll import Roll
    from ..models.urban_war_break_off_outcome import UrbanWarBreakOffOutcome


T = TypeVar("T", bound="UrbanWarEncounterBreakOffAnswer")


@_attrs_define
class UrbanWarEncounterBreakOffAnswer:
    """
    Attributes:
        encounter_id (str):
        index (int): The step's place in the log.
        system (str):
        step (str):
        role (str): `gm` or `side:<name>`.
        rng (str):
        label (str): The dice stream's label: str(index).
        seed_commitment (str):
        rolls (list[Roll]):
        changes (list[Change]):
        version (int):
        outcome (UrbanWarBreakOffOutcome):
    """

    encounter_id: str
    index: int
    system: str
    step: str
    role: str
    rng: str
    label: str
    seed_commitment: str
    rolls: list[Roll]
    changes: list[Change]
    version: int
    outcome: UrbanWarBreakOffOutcome

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        index = self.index

        system = self.system

        step = self.step

        role = self.role

        rng = self.rng

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "index": index,
                "system": system,
                "step": step,
                "role": role,
                "rng": rng,
                "label": label,
                "seed_commitment": seed_commitment,
                "rolls": rolls,
                "changes": changes,
                "version": version,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change import Change  # noqa: PLC0415
        from ..models.roll import Roll  # noqa: PLC0415
        from ..models.urban_war_break_off_outcome import UrbanWarBreakOffOutcome  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        index = d.pop("index")

        system = d.pop("system")

        step = d.pop("step")

        role = d.pop("role")

        rng = d.pop("rng")

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

        outcome = UrbanWarBreakOffOutcome.from_dict(d.pop("outcome"))

        urban_war_encounter_break_off_answer = cls(
            encounter_id=encounter_id,
            index=index,
            system=system,
            step=step,
            role=role,
            rng=rng,
            label=label,
            seed_commitment=seed_commitment,
            rolls=rolls,
            changes=changes,
            version=version,
            outcome=outcome,
        )

        return urban_war_encounter_break_off_answer
