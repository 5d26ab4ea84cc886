"""The registry of rule systems: one line per system, in the order the spec lists them.

Each system's package declares it once (`SYSTEM`, a `referee.steps.RuleSystem`: its
stateless steps, encounter and odds); the app builds the routes from this registry, the
encounter API its routes and schemas, the runner and `referee.odds` the odds. Adding a
system is its package and one line here.
"""

from referee import dice_notation
from referee.encounters.model import EncounterSystem
from referee.steps import RuleSystem
from referee.systems import umbra_turris, urban_war, walka

SYSTEMS: dict[str, RuleSystem] = {
    system.id: system
    for system in (
        urban_war.SYSTEM,
        umbra_turris.SYSTEM,
        walka.SYSTEM,
    )
}

# The systems that run encounters, by id: what the encounter API and its runner read.
ENCOUNTER_SYSTEMS: dict[str, EncounterSystem] = {
    sid: system.encounter for sid, system in SYSTEMS.items() if system.encounter is not None
}

# Every declaration that has stateless routes and odds, by id: the rule systems, then the
# steps of no game (dice notation, `POST /v1/dice/roll`). The app and `referee.odds` read it.
DECLARED: dict[str, RuleSystem] = {**SYSTEMS, dice_notation.SYSTEM.id: dice_notation.SYSTEM}
