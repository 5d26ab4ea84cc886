"""Umbra Turris (skirmish), d6 (system id `umbra-turris`)."""
