"""Urban War: Strike-Team Actions, quick-start rules (system id `urban-war`)."""

from referee.steps import RuleSystem
from referee.systems.urban_war.encounter import DEFINITION
from referee.systems.urban_war.odds import ODDS
from referee.systems.urban_war.steps import STEPS, SYSTEM_ID

SYSTEM = RuleSystem(
    id=SYSTEM_ID,
    title="Urban War: Strike-Team Actions (quick start), d10",
    steps=STEPS,
    encounter=DEFINITION,
    odds=ODDS,
)
