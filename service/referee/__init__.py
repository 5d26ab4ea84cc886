"""Referee: a combat-resolution service for tabletop games."""
