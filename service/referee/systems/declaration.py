"""A game's whole declaration: its stateless steps and their odds (`referee.steps.Declaration`)
and its encounter (`referee.encounters.model.EncounterSystem`). Each game's `__init__` is one
`RuleSystem.of_game(...)`; the registry (`referee.systems`) lists them.

It sits above both frameworks, which never import it: the registry hands the encounter
framework each game's `EncounterSystem` with the exact odds of its steps already bound
(`encounter_odds`), so the encounter runner never looks a step's odds up by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from types import ModuleType

from referee.dice_notation import SYSTEM as DICE_NOTATION
from referee.encounters import shared
from referee.encounters.model import EncounterSystem
from referee.odds.build import Definition
from referee.steps import Declaration

# The steps every encounter has roll with dice notation's odds (a free roll is a dice roll).
SHARED_ODDS: dict[str, Definition] = {
    step.name: DICE_NOTATION.odds[step.odds] for step in shared.STEPS if step.odds is not None
}


@dataclass(frozen=True, kw_only=True, eq=False)
class RuleSystem(Declaration):
    """One rule system, declared once (its package's `SYSTEM`) and listed in
    `referee.systems.SYSTEMS`. `encounter` is None for a system without encounters; once
    declared, it carries the odds of each of its steps that rolls (`EncounterSystem.odds`).
    """

    encounter: EncounterSystem | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.encounter is None:
            return
        names = {step.name for step in self.steps}
        wrong = [] if self.encounter.system == self.id else [f"encounter {self.encounter.system}"]
        unknown = sorted(
            {step.odds for step in self.encounter.steps if step.odds is not None} - names
        )
        if wrong or unknown:
            raise ValueError(
                f"rule system {self.id}: declared for another system: {wrong}; "
                f"odds of no step: {unknown}"
            )
        odds = {name: self.odds[step] for name, step in self.encounter_odds.items()}
        object.__setattr__(self, "encounter", replace(self.encounter, odds={**odds, **SHARED_ODDS}))

    @classmethod
    def of_game(
        cls, title: str, *, steps: ModuleType, encounter: ModuleType, odds: ModuleType
    ) -> RuleSystem:
        """A game's declaration from its package's modules, by the names every game gives
        them: `steps.SYSTEM_ID` and `steps.STEPS` (the stateless steps),
        `encounter.DEFINITION` and `odds.ODDS`. A game's `__init__` is this one call."""
        return cls(
            id=steps.SYSTEM_ID,
            title=title,
            steps=steps.STEPS,
            encounter=encounter.DEFINITION,
            odds=odds.ODDS,
        )

    @cached_property
    def encounter_odds(self) -> Mapping[str, str]:
        """Encounter step name -> the stateless step whose exact odds its roll has: the one
        its `odds=` names, else the stateless step with the same rules function."""
        if self.encounter is None:
            return {}
        by_rules = {step.rules: step.name for step in self.steps}
        found = {
            step.name: step.odds or by_rules.get(step.rules)
            for step in self.encounter.steps
            if step.rules is not None
        }
        return {
            name: odds for name, odds in found.items() if odds is not None and odds in self.odds
        }
