"""A game's whole declaration: its stateless steps, each with its odds
(`referee.steps.Declaration`), and its encounter (`referee.encounters.model.EncounterSystem`),
whose steps carry the odds of the stateless steps they play. Each game's `__init__` is one
`RuleSystem.of_game(...)`; the registry (`referee.systems`) lists them.

It sits above both frameworks, which never import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

from referee.encounters.model import EncounterSystem
from referee.steps import Declaration


@dataclass(frozen=True, kw_only=True, eq=False)
class RuleSystem(Declaration):
    """One rule system, declared once (its package's `SYSTEM`) and listed in
    `referee.systems.SYSTEMS`. `encounter` is None for a system without encounters.
    """

    encounter: EncounterSystem | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.encounter is not None and self.encounter.system != self.id:
            raise ValueError(
                f"rule system {self.id}: declared for another system: "
                f"encounter {self.encounter.system}"
            )

    @classmethod
    def of_game(cls, title: str, *, steps: ModuleType, encounter: ModuleType) -> RuleSystem:
        """A game's declaration from its package's modules, by the names every game gives
        them: `steps.SYSTEM_ID` and `steps.STEPS` (the stateless steps, with their odds) and
        `encounter.DEFINITION`. A game's `__init__` is this one call."""
        return cls(
            id=steps.SYSTEM_ID,
            title=title,
            steps=steps.STEPS,
            encounter=encounter.DEFINITION,
        )
