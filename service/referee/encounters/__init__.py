"""The generic encounter API: create, read, step, log, reveal, verify, export (DESIGN.md)."""
