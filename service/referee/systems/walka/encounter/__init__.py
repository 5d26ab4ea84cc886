"""How each Walka step reads and changes an encounter (walka.md §13; turns §2, §3, §4, §12).

Pure functions over the state dict. `bind` turns the stored state and a request that
names characters by id into the stateless rules' params, and refuses what the turn
structure or the stored state forbids with a 409 (walka.md §0 DECISION: a rejection
caused by stored state, e.g. too few AP, is a 409 with the stateless step's wording).
`apply` writes what the rules' outcome reports (AP, pending AP penalties, HP, MP,
wounds, fatigue, bleeding, conditions, Quality) into the state; the runner logs what
changed. The rules functions are the stateless steps', unchanged.

Turn structure (walka.md §2, §3, §13):
- `initiative` fixes the order once and starts the first turn; `end-turn` ends the
  current turn and starts the next character's. Round 1 passes over the characters a
  surprise opening the combat caught; every round passes over characters that are not
  active. A turn start (§3) completes a reload step paid with borrowed AP, regenerates
  AP (max_ap - pending penalty, or nothing while `no_regen_turns` lasts), regenerates
  MP by the CON level, adds 1 fatigue per active bleeding token and clears `surprised`.
- Steps that spend AP (action-points, terrain, attack, strike, instant-chain) need the
  character's own turn, a turn not yet ended (0 AP, or AP borrowed) and AP that pay.
  Outside its own turn a character acts only through an instant chain (§4): declaring
  pays at once; each joined link, when due, may take one attack, strike or activity
  at no further cost; the executed trigger's action then costs nothing more either.
- A character whose status is not active takes no step and cannot be targeted, except
  by stanch, cure-bleeding and heal-wound (§13 DECISION). `set-status` and
  `end-encounter` change statuses; `one_side_left` flags when one side remains (§12).
"""

from referee.systems.walka.encounter.steps import DEFINITION, STEPS

__all__ = ["DEFINITION", "STEPS"]
