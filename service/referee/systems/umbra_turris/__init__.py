"""Umbra Turris (skirmish), d6 (system id `umbra-turris`)."""

from referee.steps import RuleSystem
from referee.systems.umbra_turris.encounter import DEFINITION
from referee.systems.umbra_turris.odds import ODDS
from referee.systems.umbra_turris.steps import STEPS, SYSTEM_ID

SYSTEM = RuleSystem(
    id=SYSTEM_ID,
    title="Umbra Turris (skirmish), d6",
    steps=STEPS,
    encounter=DEFINITION,
    odds=ODDS,
)
