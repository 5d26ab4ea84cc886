"""Walka, the combat chapter of a Polish RPG: skill dice and d100 (system id `walka`)."""

from referee.steps import RuleSystem
from referee.systems.walka.encounter import DEFINITION
from referee.systems.walka.odds import ODDS
from referee.systems.walka.steps import STEPS, SYSTEM_ID

SYSTEM = RuleSystem(
    id=SYSTEM_ID,
    title="Walka, combat chapter of a Polish RPG, skill dice",
    steps=STEPS,
    encounter=DEFINITION,
    odds=ODDS,
)
