"""Seeds from the players: each side adds its own seed after the server has committed to its.

docs/encounters.md, side seeds. At creation the server publishes
sha256(server_seed); afterwards, and before the first die of the encounter is
drawn, each side may send one seed with its side token. The seed is sealed (kept in
the encounter's secret hash, never in the document) until the game master reveals.
Step k then rolls from `server_seed + ":" + combined` with label str(k), where
`combined` is the creation client_seed followed by `|<side>=<seed>` for each side
that contributed, in roster order (`combined_client_seed`). The server cannot pick
the dice (it committed before it saw the side seeds) and no player can (none sees
server_seed before the reveal).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import MAX_SEED_BYTES
from referee.encounters.model import SERVER_SEED_CHARS
from referee.encounters.replies import EncounterError, Prepared, Reply, etag_of

SEED_MAX = 64
CLIENT_SEED_MAX_BYTES = 128
FORBIDDEN = "|="
SECRET_PREFIX = "side_seed:"
# Only these three characters are escaped in a side's name inside the combined seed, so
# a side called "a|b" or "x=y" cannot be read as two sides or as a side and a seed.
_SIDE_ESCAPES = {"%": "%25", "|": "%7C", "=": "%3D"}

COMBINATION = (
    "The dice's client seed is the creation client_seed followed, for each side that "
    "contributed, in roster order, by `|<side>=<seed>`; a side that did not contribute adds "
    "nothing, and with no creation client_seed the combination starts with `|`. The "
    "creation client_seed never holds `|` or `=` (refused at creation). With no "
    "side seed at all it is the creation client_seed unchanged. In a side's name `%`, `|` "
    "and `=` are written `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so "
    "no seed can pass for another side's. Example: client_seed `table-7`, red sends "
    "`lucky`, blue sends nothing: `table-7|red=lucky`; step k rolls from "
    "`<server_seed>:table-7|red=lucky` with label k."
)


def side_seed_max(client_seed: str, sides: list[str]) -> int:
    """How many characters each side's seed may have in an encounter with this client_seed
    and these sides: 64, or less where they leave less room.

    The dice's seed `server_seed:client_seed|side=seed...` is at most 256 bytes
    (referee-dice-v1); what the server seed, the client_seed and the sides' `|side=` leave
    is shared equally, so no side's seed can crowd out another's and a full combination
    always fits.
    """
    if not sides:
        return SEED_MAX
    fixed = SERVER_SEED_CHARS + 1 + len(client_seed.encode("utf-8"))
    fixed += sum(len(f"|{quote_side(side)}=".encode()) for side in sides)
    return max(0, min(SEED_MAX, (MAX_SEED_BYTES - fixed) // len(sides)))


def client_seed_problem(client_seed: str) -> str | None:
    """The creation client_seed is at most 128 bytes of UTF-8 (128 plain characters, fewer
    of other scripts), so it always leaves the dice's 256-byte seed room for the sides'."""
    bad = [c for c in FORBIDDEN if c in client_seed]
    if bad:
        # Issue 32: `t|red=lucky` with no side seed would roll the very dice of `t` with
        # red's seed `lucky`; without `|` the first `|` of the combination ends the client
        # seed, so no two encounters' inputs share a combination. Refused at creation, so
        # no stored log changes.
        return (
            f"client_seed may not hold {' or '.join(repr(c) for c in bad)}: | and = separate "
            "the sides' seeds in the seed the dice use, so a client_seed holding them could "
            "pass for a side's seed"
        )
    size = len(client_seed.encode("utf-8"))
    if size > CLIENT_SEED_MAX_BYTES:
        return (
            f"client_seed is {size} bytes of UTF-8 ({len(client_seed)} characters); at most "
            f"{CLIENT_SEED_MAX_BYTES} bytes are allowed (a plain letter, digit or space is 1 "
            "byte, other characters 2 to 4)"
        )
    return None


def no_room_problem(client_seed: str, sides: list[str], required: bool) -> str | None:
    """With require_side_seeds every side must be able to send a seed of 1 character at
    least, or the encounter could never roll a die."""
    if required and side_seed_max(client_seed, sides) < 1:
        return (
            f"with {len(sides)} sides, their names and this client_seed fill the dice's "
            f"{MAX_SEED_BYTES}-byte seed, so no side could send a seed and require_side_seeds "
            "would keep every roll waiting: shorten the client_seed or the side names"
        )
    return None


def seed_problem(seed: Any, limit: int = SEED_MAX) -> str | None:
    """What is wrong with a side seed, in player words; None when it is acceptable. `limit`
    is the encounter's `side_seed_max`."""
    if not isinstance(seed, str):
        return "the seed must be text"
    if not seed:
        return f"the seed is empty: send 1 to {limit} characters"
    if len(seed) > limit:
        if limit < SEED_MAX:
            return (
                f"the seed is {len(seed)} characters long; this encounter's side seeds hold "
                f"at most {limit}: its client_seed and its sides' names share the dice's "
                f"{MAX_SEED_BYTES}-byte seed"
            )
        return f"the seed is {len(seed)} characters long; at most {SEED_MAX} are allowed"
    bad = sorted({c for c in seed if not (" " <= c <= "~") or c in FORBIDDEN})
    if bad:
        shown = ", ".join(
            f"'{c}'" if c.isprintable() else f"U+{ord(c):04X} (an invisible control character)"
            for c in bad
        )
        return (
            f"the seed may hold plain letters, digits, spaces and punctuation, except | and = "
            f"(they separate the sides' seeds); it holds {shown}"
        )
    return None


def quote_side(side: str) -> str:
    return "".join(_SIDE_ESCAPES.get(c, c) for c in side)


def combined_client_seed(
    client_seed: str | None, sides: list[str], side_seeds: Mapping[str, str] | None
) -> str:
    """The client seed the dice use: see COMBINATION (and its twin in both SDKs)."""
    side_seeds = side_seeds or {}
    parts = [f"|{quote_side(side)}={side_seeds[side]}" for side in sides if side in side_seeds]
    return (client_seed or "") + "".join(parts)


# -- the encounter document


def initial_fields(params: Mapping[str, Any], sides: list[str]) -> dict:
    """The document's seed fields at creation."""
    client_seed = params.get("client_seed") or ""
    required = bool(params.get("require_side_seeds", False))
    waived = bool(params.get("waive_side_seeds", False))
    if required and waived:
        raise EncounterError(
            422,
            "side_seeds_contradict",
            "require_side_seeds and waive_side_seeds contradict each other: either every "
            "roll waits for every side's seed, or no side sends one; choose one",
        )
    problem = no_room_problem(client_seed, sides, required)
    if problem:
        raise EncounterError(422, "no_room_for_side_seeds", problem)
    return {
        "require_side_seeds": required,
        # The game master's choice at creation, in every side's sight: no seeds, no wait.
        **({"waive_side_seeds": True} if waived else {}),
        "side_seed_max": side_seed_max(client_seed, sides),
        "side_seeds_contributed": [],
        "side_seeds_open": not waived,
        "side_seeds": None,
    }


def _secret_seeds(secret: Mapping[str, str]) -> dict[str, str]:
    return {
        key.removeprefix(SECRET_PREFIX): value
        for key, value in secret.items()
        if key.startswith(SECRET_PREFIX)
    }


def _contributed(doc: Mapping[str, Any]) -> list[str]:
    return list(doc.get("side_seeds_contributed") or [])


def _is_open(doc: Mapping[str, Any]) -> bool:
    # An encounter stored before side seeds existed is open only while its log is empty.
    return bool(doc.get("side_seeds_open", doc.get("log_length", 0) == 0))


def awaited(doc: Mapping[str, Any]) -> list[str]:
    given = set(_contributed(doc))
    return [side for side in doc.get("sides", []) if side not in given]


def dice_client_seed(doc: Mapping[str, Any], secret: Mapping[str, str]) -> str:
    """The combined client seed for the next step's dice (the seeds are read sealed)."""
    return combined_client_seed(doc.get("client_seed"), doc.get("sides", []), _secret_seeds(secret))


def revealed_client_seed(doc: Mapping[str, Any]) -> str:
    """The combined client seed of a revealed encounter, from its published side seeds."""
    return combined_client_seed(doc.get("client_seed"), doc.get("sides", []), doc.get("side_seeds"))


def revealed_answer(doc: Mapping[str, Any]) -> dict:
    """What the reveal publishes (its answer, and the live updates' `revealed` event)."""
    return {
        "encounter_id": doc["id"],
        "revealed": True,
        "server_seed": doc["server_seed"],
        "seed_commitment": doc["seed_commitment"],
        "client_seed": doc["client_seed"],
        "side_seeds": doc["side_seeds"],
        "combined_client_seed": revealed_client_seed(doc),
        "unresolved_parts": doc.get("unresolved_parts", []),
        "version": doc["version"],
        # The proof (docs/encounters.md): the log's head and the signed record.
        **{k: doc[k] for k in ("head_hash", "signatures") if k in doc},
    }


def await_side_seeds(doc: Mapping[str, Any], step_name: str) -> None:
    """With require_side_seeds, a step that can roll dice waits for every side's seed."""
    if not doc.get("require_side_seeds"):
        return
    missing = awaited(doc)
    if missing:
        raise EncounterError(
            409,
            "side_seeds_awaited",
            f"{step_name} rolls dice, and this encounter waits for every side's seed before "
            f"the first roll: still awaited from {', '.join(missing)} (each side sends its "
            f"own with POST /v1/encounters/{doc.get('id')}/seeds and its side token)",
        )


def refuse_closing_by_side(doc: Mapping[str, Any], roles: tuple[str, ...], step_name: str) -> None:
    """Issue 32: the first die closes the seeds, so a side's step drawing it while another
    side has not sent its seed would shut that side out, at a moment the side chose (a free
    roll that means nothing, or a game step taken as soon as the encounter exists). No
    side's action may close another side's chance: a side's step, free roll or step of the
    game, may draw the first die only once every other side has sent its seed (a side that
    does not care for one sends any). A side's own missing seed does not hold it back (its
    own choice). The game master is no side: its first roll closes the window for every
    side alike, and that is how a table that does not wait for a side's seed goes on."""
    # `roles`: who makes the step happen now: its sender, and the one who accepted its
    # proposal or gave a part of its sealed round (their own consent, their own choice).
    if "gm" in roles or not _is_open(doc):
        return
    acting = {role.removeprefix("side:") for role in roles if role.startswith("side:")}
    missing = [other for other in awaited(doc) if other not in acting]
    if missing:
        what = step_name.replace("_", " ")
        raise EncounterError(
            409,
            "side_seeds_pending",
            f"this {what} would roll the encounter's first die, which closes the side seeds, "
            f"and {', '.join(missing)} {'has' if len(missing) == 1 else 'have'} not sent a "
            "seed yet: one side may not shut another out. Nothing was rolled. Waiting for "
            f"{', '.join(missing)}: each sends its seed (POST /v1/encounters/{doc.get('id')}"
            "/seeds with its side token; a side that does not care sends any), or the game "
            "master closes the seeds for every side by rolling first (a free roll with the "
            "GM token, or this step taken with it where the game master may take it)",
        )


def after_step(doc: Mapping[str, Any], rolls: list) -> dict:
    """The first die drawn closes the seeds: the combination must not change after it."""
    return {"side_seeds_open": False} if rolls and _is_open(doc) else {}


def revealed_fields(doc: Mapping[str, Any], secret: Mapping[str, str]) -> dict:
    seeds = _secret_seeds(secret)
    return {
        "side_seeds_open": False,
        "side_seeds": {side: seeds[side] for side in doc.get("sides", []) if side in seeds},
    }


# -- POST /v1/encounters/{id}/seeds


def contribute_change(seed: str):
    """A side adds its seed: side token only, once, before the first die and the reveal."""

    def change(loaded, role: str) -> Prepared:
        doc = loaded.doc
        if not role.startswith("side:"):
            raise EncounterError(
                403,
                "forbidden",
                "only a side contributes a seed, with its own side token: the game master "
                "has none to give",
            )
        side = role.removeprefix("side:")
        if doc.get("revealed"):
            raise EncounterError(
                409, "encounter_closed", "the encounter was revealed: it takes no more seeds"
            )
        if side in _contributed(doc):
            raise EncounterError(
                409,
                "side_seed_given",
                f"{side} has already given its seed; a side's seed is given once and stands",
            )
        if doc.get("waive_side_seeds"):
            raise EncounterError(
                409,
                "side_seeds_closed",
                "the game master waived the side seeds when creating this encounter: its "
                "dice take no side's seed",
            )
        if not _is_open(doc):
            raise EncounterError(
                409,
                "side_seeds_closed",
                "the first die of this encounter has been rolled: seeds are taken only "
                "before it, since a new seed would change the dice already rolled",
            )
        problem = seed_problem(seed, side_seed_max(doc.get("client_seed") or "", doc["sides"]))
        if problem:
            raise EncounterError(422, "side_seed_too_long", problem)
        given = set(_contributed(doc)) | {side}
        contributed = [s for s in doc.get("sides", []) if s in given]
        new_doc = {**doc, "side_seeds_contributed": contributed}

        def respond(final: dict) -> Reply:
            body = {
                "encounter_id": final["id"],
                "side": side,
                "side_seeds_contributed": contributed,
                "awaited": awaited(final),
                "version": final["version"],
            }
            return Reply(200, body, etag_of(final["version"]))

        return Prepared(
            doc=new_doc,
            respond=respond,
            secret_updates={f"{SECRET_PREFIX}{side}": seed},
            # Live updates: who has given a seed and who is awaited, never the seed.
            sealed={"step": "seeds", "submitted": contributed, "waiting_for": awaited(new_doc)},
        )

    change.logs = False  # type: ignore[attr-defined]  # a seed logs no entry
    return change
