"""Walka, the combat chapter of a Polish RPG: skill dice and d100 (system id `walka`)."""
