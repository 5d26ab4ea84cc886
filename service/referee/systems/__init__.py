"""The registry of rule systems: one line per system, in the order the spec lists them.

Each system's package declares it once (`SYSTEM`, a `referee.systems.declaration.RuleSystem`:
its stateless steps, each with its odds, and its encounter). create_app reads this registry
and hands what it declares down: the stateless routes, the encounter systems to the
encounter service and routes, the step and system names to the Api. Nothing below
the app imports it. Adding a system is its package and one line here.
"""

from referee import dice_notation
from referee.encounters.model import EncounterSystem
from referee.encounters.schemas import encounter_sets
from referee.steps import Declaration
from referee.systems import umbra_turris, urban_war, walka
from referee.systems.declaration import RuleSystem

SYSTEMS: dict[str, RuleSystem] = {
    system.id: system
    for system in (
        urban_war.SYSTEM,
        umbra_turris.SYSTEM,
        walka.SYSTEM,
    )
}

# The systems that run encounters, by id: what the encounter service and routes are given.
ENCOUNTER_SYSTEMS: dict[str, EncounterSystem] = {
    sid: system.encounter for sid, system in SYSTEMS.items() if system.encounter is not None
}

# Every declaration that has stateless routes and odds, by id: the rule systems, then the
# steps of no game (dice notation, `POST /v1/dice/roll`).
DECLARED: dict[str, Declaration] = {**SYSTEMS, dice_notation.SYSTEM.id: dice_notation.SYSTEM}


def registry_sets() -> dict[str, list[str]]:
    """The closed sets that the registry makes up, for the Api: the step names, the system
    ids, and the encounter API's (`referee.encounters.schemas.encounter_sets`)."""
    return {
        "StepName": sorted({step.name for system in DECLARED.values() for step in system.steps}),
        "SystemId": sorted(DECLARED),
        **encounter_sets(ENCOUNTER_SYSTEMS.values()),
    }


__all__ = ["DECLARED", "ENCOUNTER_SYSTEMS", "SYSTEMS", "registry_sets"]
