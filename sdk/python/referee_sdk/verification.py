"""Offline verification: recompute Referee's rolls from their seeds, without Referee.

`verify(response)` checks one step response (its `seed`, `rng` and `rolls`; for a dice
roll also that its evaluation tree stands on those rolls and adds up, see `dice_tree`);
`verify_encounter(export, keys=...)` checks a revealed encounter export: that sha256 of
the published server seed is the commitment made at creation, and that every logged roll
is the referee-dice-v1 stream of seed `server_seed:client_seed`, label `str(step index)`,
where client_seed is combined with the seeds the sides sent (`combined_client_seed`); for
a `referee-encounter-v2` export also the log's hash chain and, given the service's JWK
set (GET /.well-known/jwks.json, saved with the export), both of its signatures (see
`proof`). Outcomes need the rules to recompute: POST /v1/verify recomputes them, and
offline the record's signature covers them through the chain.

Both accept the SDK's response models, plain dicts (e.g. `json.load`), or JSON text, and
return a `Verification`: truthy when everything matches, otherwise naming each roll that
does not (`log[12] (shooting) rolls[1] "hit roll, shot 2": d10 is 9, referee-dice-v1
gives 3`). Call `.raise_for_failure()` to turn a failure into a `VerificationError`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import proof
from .dice import RNG, DiceStream, combined_client_seed, commitment, encounter_seed
from .dice_tree import check_tree, is_dice_roll

EXPORT_FORMAT = "referee-encounter-v2"
EXPORT_FORMATS = ("referee-encounter-v1", EXPORT_FORMAT)


@dataclass(frozen=True)
class RollMismatch:
    """One die whose recorded value is not what the stream gives."""

    roll: int  # position in its `rolls` list, from 0
    sides: int
    value: Any  # as recorded
    expected: int  # from referee-dice-v1
    purpose: str
    entry: int | None = None  # the log position, for an encounter export
    step: str | None = None

    @property
    def where(self) -> str:
        prefix = f"log[{self.entry}] ({self.step}) " if self.entry is not None else ""
        return f'{prefix}rolls[{self.roll}] "{self.purpose}"'

    def __str__(self) -> str:
        return f"{self.where}: d{self.sides} is {self.value}, {RNG} gives {self.expected}"


@dataclass(frozen=True)
class Verification:
    """The result: `ok` (also the truth value), the rolls checked, and what failed.

    For an encounter export also: `chain_ok` (None for v1, which has no chain), `signed`
    (None when no key set was given or the export is v1) and `first_failure`, the first
    point where the export fails, in the order of docs/encounters.md.
    """

    ok: bool
    rolls_checked: int
    mismatches: tuple[RollMismatch, ...] = ()
    problems: tuple[str, ...] = ()  # failures that are not one die: commitment, seeds, order
    chain_ok: bool | None = None
    signed: bool | None = None
    first_failure: str | None = None

    def __bool__(self) -> bool:
        return self.ok

    @property
    def failures(self) -> list[str]:
        return [*self.problems, *(str(m) for m in self.mismatches)]

    def __str__(self) -> str:
        if self.ok:
            said = f"verified: {self.rolls_checked} rolls match {RNG}"
            if self.chain_ok:
                said += "; the hash chain holds"
            if self.signed:
                said += "; signed by the service"
            elif self.chain_ok is not None and self.signed is None:
                said += "; signatures not checked (no key set given)"
            return said
        return "NOT verified: " + "; ".join(self.failures)

    def raise_for_failure(self) -> Verification:
        if not self.ok:
            raise VerificationError(self)
        return self


class VerificationError(Exception):
    """Raised by `Verification.raise_for_failure()`; `.verification` holds the details."""

    def __init__(self, verification: Verification):
        super().__init__(str(verification))
        self.verification = verification


def _as_dict(value: Any, what: str) -> dict[str, Any]:
    if hasattr(value, "to_dict"):
        value = value.to_dict()
    elif isinstance(value, str | bytes | bytearray):
        value = json.loads(value)
    if not isinstance(value, Mapping):
        raise TypeError(f"{what} must be a response model, a mapping or JSON text")
    return dict(value)


def _check_rolls(
    rolls: Any,
    stream: DiceStream,
    mismatches: list[RollMismatch],
    problems: list[str],
    entry: int | None = None,
    step: str | None = None,
) -> int:
    where = f"log[{entry}] ({step}) " if entry is not None else ""
    if not isinstance(rolls, Sequence) or isinstance(rolls, str):
        problems.append(f"{where}rolls is not a list")
        return 0
    checked = 0
    for i, roll in enumerate(rolls):
        roll = _as_dict(roll, "a roll")
        sides, value = roll.get("sides"), roll.get("value")
        purpose = str(roll.get("purpose", ""))
        if isinstance(sides, bool) or not isinstance(sides, int) or sides < 1:
            problems.append(f'{where}rolls[{i}] "{purpose}": sides {sides!r} is not a die')
            return checked
        expected = stream.roll(sides)
        checked += 1
        if value != expected or isinstance(value, bool):
            mismatches.append(RollMismatch(i, sides, value, expected, purpose, entry, step))
    return checked


def _result(checked: int, mismatches: list[RollMismatch], problems: list[str]) -> Verification:
    return Verification(
        ok=not mismatches and not problems,
        rolls_checked=checked,
        mismatches=tuple(mismatches),
        problems=tuple(problems),
    )


def verify(response: Any, *, seed: str | None = None) -> Verification:
    """Recompute the rolls of one step response from its seed with referee-dice-v1.

    A stateless step response carries its `seed` (label ""). An encounter step answer
    carries its `label` but not the seed, which stays secret until the encounter is
    revealed: pass `seed=f"{server_seed}:{client_seed}"` then, or verify the whole export
    with `verify_encounter`.
    """
    doc = _as_dict(response, "response")
    mismatches: list[RollMismatch] = []
    problems: list[str] = []
    rng = doc.get("rng")
    if rng == "manual":
        problems.append(
            "rng is manual: these dice were rolled at the table, there is no seed to "
            "recompute them from"
        )
        return _result(0, mismatches, problems)
    if rng != RNG:
        problems.append(f"unknown rng {rng!r}: this verifier knows {RNG}")
        return _result(0, mismatches, problems)
    seed = seed if seed is not None else doc.get("seed")
    if not isinstance(seed, str) or not seed:
        problems.append(
            "no seed: an encounter step's seed is secret until the encounter is revealed; "
            "pass seed=server_seed:client_seed, or verify_encounter() its export"
        )
        return _result(0, mismatches, problems)
    label = doc.get("label") or ""
    stream = DiceStream(seed, str(label))
    checked = _check_rolls(doc.get("rolls", []), stream, mismatches, problems)
    _check_dice_roll(doc, problems)
    return _result(checked, mismatches, problems)


def _check_dice_roll(doc: Mapping[str, Any], problems: list[str], where: str = "") -> None:
    """A dice-notation roll's tree must stand on its rolls and add up (see dice_tree)."""
    outcome, rolls = doc.get("outcome"), doc.get("rolls")
    if (
        is_dice_roll(doc.get("step"), outcome)
        and isinstance(outcome, Mapping)
        and isinstance(rolls, Sequence)
    ):
        problems.extend(f"{where}{p}" for p in check_tree(outcome, rolls))


def _client_seed(encounter: Mapping[str, Any], problems: list[str]) -> str | None:
    """The creation client_seed combined with the side seeds the export publishes."""
    side_seeds = encounter.get("side_seeds") or {}
    sides = encounter.get("sides") or []
    if not isinstance(side_seeds, Mapping) or not all(
        isinstance(v, str) for v in side_seeds.values()
    ):
        problems.append("side_seeds is not a map of side to seed text")
        return None
    if side_seeds and (not isinstance(sides, Sequence) or isinstance(sides, str)):
        problems.append("the export lists no sides, so the side seeds cannot be combined")
        return None
    strangers = sorted(set(side_seeds) - set(sides))
    if strangers:
        problems.append(f"side_seeds names sides the encounter does not have: {strangers}")
    contributed = encounter.get("side_seeds_contributed")
    if isinstance(contributed, Sequence) and set(contributed) != set(side_seeds):
        problems.append(
            f"the encounter says {sorted(contributed)} sent a seed, but the export "
            f"publishes seeds of {sorted(side_seeds)}"
        )
    for side, value in side_seeds.items():
        if "|" in value or "=" in value:
            problems.append(f"{side}'s seed holds | or =, which no side seed may hold")
    return combined_client_seed(encounter.get("client_seed"), list(sides), side_seeds)


def verify_encounter(export: Any, *, keys: Any = None) -> Verification:
    """Check a revealed encounter export (GET /v1/encounters/{id}/export) offline.

    The server seed must hash to the commitment published at creation, the log must be
    complete and in order, and every logged roll must be the stream's. A v2 export's hash
    chain must hold; with `keys` (the service's JWK set, a mapping or JSON text) both
    signatures must be the service's.
    """
    doc = _as_dict(export, "export")
    mismatches: list[RollMismatch] = []
    problems: list[str] = []
    if doc.get("format") not in EXPORT_FORMATS:
        problems.append(
            f"format is {doc.get('format')!r}, not one of {', '.join(map(repr, EXPORT_FORMATS))}"
        )
        return _result(0, mismatches, problems)
    encounter = _as_dict(doc.get("encounter") or {}, "encounter")
    server_seed = encounter.get("server_seed")
    if not isinstance(server_seed, str) or not server_seed:
        problems.append(
            "the encounter is not revealed: its server seed is still secret (the game "
            "master reveals it with POST /v1/encounters/{id}/reveal)"
        )
        return _result(0, mismatches, problems)
    # Each failure with its place (stage, log position), so the first one can be named.
    points: list[tuple[tuple[int, int], str]] = []
    published = encounter.get("seed_commitment")
    if commitment(server_seed) != published:
        points.append(
            (
                (0, 0),
                f"seed_commitment {published!r} is not sha256(server_seed) "
                f"{commitment(server_seed)!r}: the server seed is not the one committed to",
            )
        )
    chained = doc.get("format") == EXPORT_FORMAT
    signatures = _signature_failures(encounter, keys) if chained and keys is not None else None
    if signatures and "commitment" in signatures:
        points.append(((1, 0), signatures["commitment"]))
    log = doc.get("log")
    if not isinstance(log, Sequence) or isinstance(log, str):
        problems.append("log is not a list")
        return _result(0, mismatches, problems)
    entries = [_as_dict(entry, "a log entry") for entry in log]
    length = encounter.get("log_length")
    if isinstance(length, int) and length != len(entries):
        points.append(
            ((3, 0), f"the export holds {len(entries)} log entries, the encounter {length}")
        )
    client_seed = _client_seed(encounter, problems)
    if client_seed is None:
        return _result(0, mismatches, problems)
    chain = proof.chain_failures(entries, encounter) if chained else []
    points.extend(((2, position), words) for position, words in chain)
    if signatures and "record" in signatures:
        points.append(((4, 0), signatures["record"]))
    seed = encounter_seed(server_seed, client_seed)
    checked = 0
    for position, entry in enumerate(entries):
        step = str(entry.get("step", "?"))
        if entry.get("index") != position:
            points.append(
                (
                    (2, position),
                    f"log[{position}] ({step}) has index {entry.get('index')!r}: "
                    "the log is out of order or has gaps",
                )
            )
        stream = DiceStream(seed, str(position))
        before = len(mismatches)
        checked += _check_rolls(
            entry.get("rolls", []), stream, mismatches, problems, position, step
        )
        points.extend(((2, position), str(m)) for m in mismatches[before:])
        _check_dice_roll(entry, problems, f"log[{position}] ({step}) ")
    if not checked and any(entry.get("outcome") for entry in entries):
        points.append(
            (
                (5, 0),
                "no logged step has a roll to check, though the log has outcomes: an "
                "export whose rolls were emptied proves nothing",
            )
        )
    dice = {str(m) for m in mismatches}  # already in `mismatches`
    problems.extend(words for _, words in points if words not in dice)
    result = _result(checked, mismatches, problems)
    first = min(points, key=lambda point: point[0])[1] if points else None
    return Verification(
        ok=result.ok,
        rolls_checked=checked,
        mismatches=result.mismatches,
        problems=result.problems,
        chain_ok=(not chain) if chained else None,
        signed=(not signatures) if signatures is not None else None,
        first_failure=first if not result.ok else None,
    )


def _signature_failures(encounter: Mapping[str, Any], keys: Any) -> dict[str, str]:
    """Each signature that is not the service's, by name, with why."""
    key_set = proof.key_set(keys)
    given = encounter.get("signatures")
    given = given if isinstance(given, Mapping) else {}
    found = {}
    for name, payload in (
        ("commitment", proof.commitment_payload),
        ("record", proof.record_payload),
    ):
        problem = proof.signature_problem(key_set, payload(encounter), given.get(name))
        if problem is not None:
            found[name] = f"signatures.{name}: {problem}"
    return found
