"""The rule systems that run encounters, by system id."""

from referee.encounters.model import EncounterSystem
from referee.systems.umbra_turris.encounter import DEFINITION as UMBRA_TURRIS
from referee.systems.urban_war.encounter import DEFINITION as URBAN_WAR
from referee.systems.walka.encounter import DEFINITION as WALKA

SYSTEMS: dict[str, EncounterSystem] = {s.system: s for s in (URBAN_WAR, UMBRA_TURRIS, WALKA)}
