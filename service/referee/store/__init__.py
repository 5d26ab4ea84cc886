"""Encounter state on Redis (DESIGN.md, Encounters)."""
