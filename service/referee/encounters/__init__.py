"""The generic encounter API: create, read, step, log, reveal, verify, export.

The protocol is docs/encounters.md.
"""
