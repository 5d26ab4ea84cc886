"""The log's hash chain (docs/encounters.md, "The record is proof").

Each log entry carries `prev_hash`, the hash of the entry before it; the first entry's
`prev_hash` is the encounter's `seed_commitment`, so the chain starts at the commitment the
server published at creation. An entry's hash is

    sha256(RFC 8785 canonical JSON of the entry without `hidden` and `head_hash`), hex

`hidden` (a sealed step's parts) is left out because watchers see it only as `sealed` until
the reveal; the entry commits to it instead with `hidden_hash`, an HMAC-SHA256 keyed with
the server seed over the canonical JSON of {"index": <index>, "hidden": <hidden>}. Before
the reveal nobody can test guesses of a sealed choice against it (the key is secret); after
it anyone can recompute it. `head_hash` is what the live updates add to an entry: the hash
of that entry itself, so it cannot be part of it. The same hash comes out before and after
the reveal, so a watcher checks the chain as entries arrive and an archive checks it later.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

import orjson
import rfc8785

PREV_HASH = "prev_hash"
HIDDEN_HASH = "hidden_hash"
HEAD_HASH = "head_hash"
NOT_HASHED = frozenset({"hidden", HEAD_HASH})


_SAFE_INT = 2**53 - 1


def canonical(value: Any) -> bytes:
    """RFC 8785 (JCS): one byte form for one JSON value, whoever writes it.

    Every step hashes its entry, and the pure-Python `rfc8785` costs about as much as a
    tenth of the step. For the values a log entry holds nearly always (objects, arrays,
    text, integers within 2^53, booleans, null; keys without characters past U+D7FF)
    orjson with sorted keys writes the very same bytes: JCS's number form differs from
    orjson's only for floats, and its key order (UTF-16 code units) from code point order
    only past U+D7FF. Anything else goes to `rfc8785`. tests/unit/test_chain.py checks the
    two agree on generated values.
    """
    if _plain(value):
        try:
            return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
        except orjson.JSONEncodeError:  # e.g. half a surrogate pair in a text
            pass
    return rfc8785.dumps(value)


def _plain(value: Any) -> bool:
    kind = type(value)
    # Subclasses too: a step's `changes` is a list subclass, which orjson writes as a list.
    if isinstance(value, dict):
        return all(
            type(k) is str and (k.isascii() or max(k) < "\ud800") and _plain(v)
            for k, v in value.items()
        )
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    if kind is int:
        return -_SAFE_INT <= value <= _SAFE_INT
    return kind is str or kind is bool or value is None


def entry_hash(entry: dict) -> str:
    hashed = {k: v for k, v in entry.items() if k not in NOT_HASHED}
    return hashlib.sha256(canonical(hashed)).hexdigest()


def hidden_hash(server_seed: str, index: int, hidden: Any) -> str:
    message = canonical({"index": index, "hidden": hidden})
    return hmac.new(server_seed.encode("utf-8"), message, hashlib.sha256).hexdigest()


def link(entry: dict, head: str, server_seed: str) -> str:
    """Chain `entry` after `head` (in place); the new head."""
    entry[PREV_HASH] = head
    if "hidden" in entry:
        entry[HIDDEN_HASH] = hidden_hash(server_seed, entry["index"], entry["hidden"])
    return entry_hash(entry)


def first_break(entries: list[dict], start: str, server_seed: str | None) -> dict | None:
    """Where the chain from `start` (the seed commitment) breaks first, or None.

    With the server seed (after the reveal) each revealed `hidden` is checked against its
    `hidden_hash` too. The answer names the entry, the field and both values, as verify's
    first mismatch does.
    """
    head = start
    for position, entry in enumerate(entries):
        if entry.get(PREV_HASH) != head:
            return _break(position, entry, PREV_HASH, head, entry.get(PREV_HASH))
        hidden = entry.get("hidden")
        if server_seed is not None and hidden is not None:
            expected = _try(hidden_hash, server_seed, position, hidden)
            if expected != entry.get(HIDDEN_HASH):
                return _break(position, entry, HIDDEN_HASH, expected, entry.get(HIDDEN_HASH))
        elif hidden is not None and HIDDEN_HASH not in entry:
            return _break(position, entry, HIDDEN_HASH, "a commitment", None)
        head = _try(entry_hash, entry)
        if head is None:
            return _break(position, entry, "entry", "canonical JSON (RFC 8785)", None)
    return None


def head_of(entries: list[dict], start: str) -> str | None:
    """The hash of the last entry (`start` for an empty log); None if one is not JSON that
    RFC 8785 can write (e.g. an integer past 2^53)."""
    return _try(entry_hash, entries[-1]) if entries else start


def _try(compute, *args) -> str | None:
    try:
        return compute(*args)
    except (rfc8785.CanonicalizationError, TypeError, ValueError):
        return None


def _break(index: int, entry: dict, field: str, expected, logged) -> dict:
    return {
        "index": index,
        "step": entry.get("step") if isinstance(entry, dict) else None,
        "field": field,
        "recomputed": expected,
        "logged": logged,
    }
