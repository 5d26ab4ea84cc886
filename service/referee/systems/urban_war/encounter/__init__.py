"""How each Urban War step reads and changes an encounter (urban-war.md §7).

Pure functions over the state dict: `bind` turns the stored state and a request
that names models into the stateless rules' params (and refuses, with a 409,
what the turn structure forbids), `apply` writes the outcome into the state (the
runner logs what changed). The rules functions themselves are the stateless steps',
unchanged.
"""

from referee.systems.urban_war.encounter.steps import DEFINITION, STEPS

__all__ = ["DEFINITION", "STEPS"]
