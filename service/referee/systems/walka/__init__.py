"""Walka, the combat chapter of a Polish RPG: skill dice and d100 (system id `walka`)."""

from referee.systems.declaration import RuleSystem
from referee.systems.walka import encounter, steps

SYSTEM = RuleSystem.of_game(
    "Walka, combat chapter of a Polish RPG, skill dice", steps=steps, encounter=encounter
)
