"""Encounter state on Redis (docs/encounters.md, Storage)."""
