"""How each Umbra Turris step reads and changes an encounter (umbra-turris.md §11).

Pure functions over the state dict: `bind` turns the stored state and a request
that names models by id into the stateless rules' params (and refuses, with a
409, what the stored state forbids: §4 and §11 DECISIONs), `apply` writes the
outcome into the state (the runner logs what changed). The rules functions are the
stateless steps', unchanged.

Fighting on an encounter (§2, §5, §6, §11):
  charge -> melee/exchange -> [melee/shield-block] -> melee/parry (sealed) -> melee/attack
The exchange names the pair (and whether the attack comes from behind), so the
sealed parry knows whose choices it waits for: the attacker's side and, unless
from behind, the defender's.
"""

from referee.systems.umbra_turris.encounter.magic import bind_cast
from referee.systems.umbra_turris.encounter.melee import bind_parry
from referee.systems.umbra_turris.encounter.roster import initial_state
from referee.systems.umbra_turris.encounter.steps import DEFINITION, STEPS
from referee.systems.umbra_turris.encounter.table import bind_new_cycle

__all__ = ["DEFINITION", "STEPS", "bind_cast", "bind_new_cycle", "bind_parry", "initial_state"]
