"""Umbra Turris (skirmish), d6 (system id `umbra-turris`)."""

from referee.systems.declaration import RuleSystem
from referee.systems.umbra_turris import encounter, steps

SYSTEM = RuleSystem.of_game("Umbra Turris (skirmish), d6", steps=steps, encounter=encounter)
