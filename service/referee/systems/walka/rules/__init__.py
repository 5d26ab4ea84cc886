"""Walka rules as pure functions: params and dice in, an outcome out.

No Flask, no Redis, no globals: the same functions serve the stateless
routes and, later, encounters, replay and odds. Sections cite
`docs/rules/walka.md`, the rules reference of the chapter.

Every outcome reports the changes a step makes to a character (AP, pending AP
penalties, HP, MP, wounds with their location, fatigue and bleeding tokens,
Quality of weapons and armour) instead of storing them, so an encounter can
apply them (walka.md §13).
"""
