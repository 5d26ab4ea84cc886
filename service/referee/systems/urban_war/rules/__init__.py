"""Urban War rules as pure functions: params and dice in, an outcome out.

No Flask, no Redis, no globals: the same functions serve the stateless
routes, encounters, replay and odds. Sections cite
`docs/rules/urban-war.md`.
"""
