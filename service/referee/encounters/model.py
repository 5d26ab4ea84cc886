"""What a rule system declares to run encounters, and the pure pieces every system shares.

An encounter step is the stateless step (its rules function, unchanged) plus how
it reads the encounter (`bind`: state and request -> the rules' params), who may
take it (`actor`) and how its outcome changes the state (`apply`). Nothing here
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

from referee.dice import StreamDice
from referee.schemas import BaseSchema
from referee.violations import RuleViolation

State = dict[str, Any]
Rules = Callable[[Mapping[str, Any], Any], dict]


class StateConflict(RuleViolation):
    """The stored state forbids the step (not its turn, already activated, removed): a 409."""

    status = 409

    def __init__(self, detail: str, field: str | None = None, code: str = "state_conflict"):
        super().__init__(code, detail, field)


@dataclass(frozen=True)
class Sealed:
    """A step both sides decide at once: each side sends its part, hidden until all are in.

    `parts(state)` names the parts (usually the sides); `part_of(params, role)` is the
    part a request carries (a side token sends its own side's); `check` validates a
    part when it arrives. The step resolves with params {"parts": {part: params}}.
    """

    parts: Callable[[State], list[str]]
    part_of: Callable[[Mapping[str, Any], str], str]
    check: Callable[[State, str, Mapping[str, Any]], None]
    # Whether the parts become public in the log once resolved (False: they stay
    # hidden until the encounter is revealed, e.g. face-down orders).
    public_when_resolved: bool = True


@dataclass(frozen=True)
class EncounterStep:
    name: str
    path: str
    params: type[BaseSchema]
    outcome: type[BaseSchema]
    bind: Callable[[State, Mapping[str, Any]], dict]
    apply: Callable[[State, Mapping[str, Any], Mapping[str, Any], dict], list[dict]]
    actor: Callable[[State, Mapping[str, Any]], str | None]
    summary: str
    rules: Rules | None = None  # None: a turn event that rolls nothing and has no rules
    sealed: Sealed | None = None
    gm_only: bool = False


@dataclass(frozen=True)
class EncounterSystem:
    system: str
    create_params: type[BaseSchema]  # models, config (the generic fields are added)
    state_schema: type[BaseSchema]  # documents the state
    model_schema: type[BaseSchema]  # a roster entry, for GM corrections
    initial_state: Callable[[Mapping[str, Any]], State]
    steps: tuple[EncounterStep, ...]
    sides: Callable[[Mapping[str, Any]], list[str]]
    add_model: Callable[[State, Mapping[str, Any]], list[dict]]
    edit_model: Callable[[State, str, Mapping[str, Any]], list[dict]]
    remove_model: Callable[[State, str], list[dict]]
    side_of: Callable[[State, str], str | None]

    @cached_property
    def rules_by_step(self) -> dict[str, Rules]:
        """What verify recomputes: each logged step's rules function, by step name."""
        return {s.name: s.rules for s in self.steps if s.rules is not None}

    def step(self, name: str) -> EncounterStep | None:
        return next((s for s in self.steps if s.name == name), None)


# -- seeds (docs/encounters.md, The dice: commit-reveal)


def new_server_seed() -> str:
    return secrets.token_hex(16)


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
    """Recompute every logged step from the seeds and its logged params with the rules code."""
    checked = 0
    for position, entry in enumerate(entries):
        if entry.get("index") != position:
            return _mismatch(entry, position, "index", position, entry.get("index"))
        rules = system.rules_by_step.get(entry.get("step"))
        if rules is None:
            if entry.get("rolls"):
                return _mismatch(entry, position, "rolls", [], entry["rolls"])
            continue
        dice = dice_for_step(server_seed, client_seed, position)
        try:
            outcome = rules(entry["bound"], dice)
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


def corrections(entries: list[dict]) -> list[dict]:
    """Every game-master correction in the log: where it is, what it was, what it changed.

    Verify and export list them (DESIGN.md, Fairness): a correction rolls nothing, so the
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
        if str(entry.get("step", "")).startswith(CORRECTION_PREFIX)
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
