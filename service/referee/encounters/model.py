"""What a rule system declares to run encounters, and the pure pieces every system shares:
the encounter system (its steps are `referee.encounters.step`'s, with the steps every
encounter has, `shared`), seeds and tokens, and the verification of a log. Nothing here
touches Flask or Redis.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from referee import versions
from referee.dice import StreamDice
from referee.encounters import shared
from referee.encounters.changes import Depth
from referee.encounters.step import (  # noqa: F401 (the declarations' names, re-exported)
    ACTOR,
    ACTOR_SENTENCES,
    ANY,
    TARGET,
    Actor,
    Claim,
    EncounterStep,
    Plan,
    Rules,
    Sealed,
    State,
    StateConflict,
    acting_model,
    check_new_model,
    claims,
    edited_model,
    model_in,
    no_acting_side,
    no_change,
    roster_sides,
    side_of,
    side_of_param,
    theirs,
)
from referee.schemas import BaseSchema


@dataclass(frozen=True, kw_only=True)
class EncounterSystem:
    """What a rule system declares to run encounters; the registry of systems holds one each.

    The roster corrections change the state like every step's apply; the runner logs the
    difference, as deep into a model as `depth` says. `state_codes` are the rules' refusals
    that the stored state causes (not the request): on an encounter they are 409s, with the
    rules' own words. `before_apply(state)`, if given, runs for every step the runner
    resolves (the system's and the shared ones, such as the free roll), after the step's
    bind and before its apply: what any step's mere taking changes, such as a window that
    only the very next step may use; its changes are the step's. Corrections are not steps
    and do not run it. `on_reveal(state)`, if given, shows at the reveal what the state
    kept sealed (e.g. face-down orders): it rolls nothing and is not logged.
    """

    system: str
    create_params: type[BaseSchema]  # models, config (the generic fields are added)
    state_schema: type[BaseSchema]  # documents the state
    model_schema: type[BaseSchema]  # a roster entry, for GM corrections
    # The body of a GM edit when it differs from a whole entry (fields left out keep their
    # value: referee.encounters.fields.edit_schema); None: the edit gives a whole entry.
    edit_schema: type[BaseSchema] | None = None
    initial_state: Callable[[Mapping[str, Any]], State]
    steps: tuple[EncounterStep, ...]
    add_model: Callable[[State, Mapping[str, Any]], None]
    edit_model: Callable[[State, str, Mapping[str, Any]], None]
    remove_model: Callable[[State, str], None]
    sides: Callable[[Mapping[str, Any]], list[str]] = roster_sides
    side_of: Callable[[State, str], str | None] = side_of
    state_codes: frozenset[str] = frozenset()
    before_apply: Callable[[State], None] | None = None
    on_reveal: Callable[[State], None] | None = None
    depth: Depth = Depth()
    # What a step's changes mean, in sentences ("r1 is out of action."), added to every
    # entry's summary after the step's own (referee.encounters.telling).
    say_changes: Callable[[list[dict]], list[str]] | None = None

    @cached_property
    def rules_by_step(self) -> dict[str, Rules]:
        """What verify recomputes: each logged step's rules function, by step name (the
        system's own steps and those every encounter has)."""
        return {s.name: s.rules for s in self.all_steps if s.rules is not None}

    def rules_system(self, step_name: str | None) -> str:
        """Whose rules version resolves a step: the system's, or dice notation's for the
        steps every encounter has (the free roll)."""
        shared_names = {s.name for s in shared.STEPS}
        return shared.RULES_SYSTEM if step_name in shared_names else self.system

    def rules_versions(self) -> dict[str, int]:
        """The current rules versions an encounter of this system is created with."""
        return {name: versions.current(name) for name in (self.system, shared.RULES_SYSTEM)}

    @property
    def all_steps(self) -> tuple[EncounterStep, ...]:
        return (*self.steps, *shared.STEPS)

    def step(self, name: str) -> EncounterStep | None:
        return next((s for s in self.all_steps if s.name == name), None)


# -- seeds (docs/encounters.md, The dice: commit-reveal)


SERVER_SEED_CHARS = 32  # 16 random bytes, hex


def new_server_seed() -> str:
    return secrets.token_hex(SERVER_SEED_CHARS // 2)


def commitment(server_seed: str) -> str:
    return hashlib.sha256(server_seed.encode("utf-8")).hexdigest()


def stream_seed(server_seed: str, client_seed: str) -> str:
    return f"{server_seed}:{client_seed}"


def dice_for_step(server_seed: str, client_seed: str, index: int) -> StreamDice:
    """Step k of an encounter draws from seed server_seed:client_seed with label str(k)."""
    return StreamDice(stream_seed(server_seed, client_seed), str(index))


# -- tokens


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def role_of(token: str | None, gm_hash: str, side_hashes: Mapping[str, str]) -> str | None:
    """ "gm", "side:<name>" or None; every comparison is constant-time."""
    if not token:
        return None
    presented = token_hash(token)
    role = None
    if hmac.compare_digest(presented, gm_hash):
        role = "gm"
    for side, expected in side_hashes.items():
        if hmac.compare_digest(presented, expected):
            role = role or f"side:{side}"
    return role


# -- verification


def verify_log(
    system: EncounterSystem, server_seed: str, client_seed: str, entries: list[dict]
) -> dict:
    """Recompute every logged step from the seeds and its logged params with the rules code,
    under the rules version it was logged with (referee.versions)."""
    checked = 0
    for position, entry in enumerate(entries):
        if entry.get("index") != position:
            return _mismatch(entry, position, "index", position, entry.get("index"))
        rules = system.rules_by_step.get(entry.get("step"))
        if rules is None:
            if entry.get("rolls"):
                return _mismatch(entry, position, "rolls", [], entry["rolls"])
            continue
        history = versions.HISTORIES[system.rules_system(entry.get("step"))]
        version = entry.get("rules_version")
        if version is None:  # logged before versions: the rules in force at its time
            version = history.at(entry.get("time"))
        elif not history.known(version):
            known = f"a {history.system} rules version this service knows (1 to {history.current})"
            return _mismatch(entry, position, "rules_version", known, version)
        dice = dice_for_step(server_seed, client_seed, position)
        try:
            outcome = rules(versions.given(entry["bound"], version), dice)
        except Exception as exc:  # a tampered entry may not even run
            return _mismatch(entry, position, "bound", "parameters the rules accept", str(exc))
        rolls = [{"sides": r.sides, "value": r.value, "purpose": r.purpose} for r in dice.rolls]
        logged = entry.get("rolls") or []
        if rolls != logged:
            first = next(
                (
                    i
                    for i in range(max(len(rolls), len(logged)))
                    if i >= len(rolls) or i >= len(logged) or rolls[i] != logged[i]
                ),
            )
            return _mismatch(
                entry,
                position,
                f"rolls.{first}",
                rolls[first] if first < len(rolls) else None,
                logged[first] if first < len(logged) else None,
            )
        if outcome != entry.get("outcome"):
            return _mismatch(entry, position, "outcome", outcome, entry.get("outcome"))
        checked += 1
    return {
        "ok": True,
        "entries": len(entries),
        "steps_recomputed": checked,
        "first_mismatch": None,
    }


CORRECTION_PREFIX = "gm."


def is_correction(entry: dict) -> bool:
    """Whether a log entry is a game-master correction (not a step of the rules)."""
    return str(entry.get("step", "")).startswith(CORRECTION_PREFIX)


def corrections(entries: list[dict]) -> list[dict]:
    """Every game-master correction in the log: where it is, what it was, what it changed.

    Verify and export list them (docs/encounters.md): a correction rolls nothing, so the
    recomputation alone would pass over it in silence.
    """
    return [
        {
            "index": entry.get("index"),
            "step": entry.get("step"),
            "params": entry.get("params"),
            "changes": entry.get("changes") or [],
        }
        for entry in entries
        if is_correction(entry)
    ]


def _mismatch(entry: dict, index: int, where: str, expected, logged) -> dict:
    return {
        "ok": False,
        "entries": None,
        "steps_recomputed": None,
        "first_mismatch": {
            "index": index,
            "step": entry.get("step"),
            "field": where,
            "recomputed": expected,
            "logged": logged,
        },
    }
