"""Urban War: Strike-Team Actions, quick-start rules (system id `urban-war`)."""

from referee.systems.declaration import RuleSystem
from referee.systems.urban_war import encounter, steps

SYSTEM = RuleSystem.of_game(
    "Urban War: Strike-Team Actions (quick start), d10", steps=steps, encounter=encounter
)
