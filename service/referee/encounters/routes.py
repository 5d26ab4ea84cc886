"""The encounter API under /v1/encounters: generic routes, and each system's step routes.

Routes only translate HTTP (headers, status, ETag) to EncounterService calls: they never
reach the store; the state logic is the systems' pure encounter modules. Every operation
shows who may call it (`x-referee-actor` and a sentence in its description).
"""

from __future__ import annotations

import functools
import random
import secrets
import select
import socket
from collections.abc import Callable, Mapping

import orjson
from flask import Response, current_app, request
from werkzeug.datastructures import ETags
from werkzeug.exceptions import UnprocessableEntity

from referee import cooperative, protection
from referee.api import Blueprint
from referee.body import BodyError
from referee.encounters import claims, runner, seeds, shared
from referee.encounters import schemas as s
from referee.encounters.model import Actor, EncounterSystem
from referee.encounters.service import (
    CREATE_KEY_MIN,
    KEY_MAX,
    EncounterError,
    EncounterService,
    Idempotency,
    Reply,
    etag_of,
)
from referee.step_routes import ODDS_QUERY, odds_asked

AUTH = [{"bearer": []}]
HEADERS = {
    "If-Match": "The ETag (version) you last saw, or several, or `*` (RFC 9110, strong "
    "comparison): a stale one is refused with 412. Without it a step is applied on the "
    "latest state.",
    "Idempotency-Key": "Any unique string (at most 200 characters): a retry with the same key "
    "and body, by the same caller (bearer token, and API key where keys are on), returns the "
    "first answer and rolls nothing new; with another body it is a 422. Another caller's "
    "same key is a different request. A request that failed leaves nothing behind: retry it "
    "with the same key. Kept 24 hours.",
    "Idempotency-Key (create)": "A secret of at least 16 characters (at most 200), e.g. a "
    "random UUID: a retry with the same key and body, by the same API key where keys are on, "
    "returns the first answer, with the game master's and every side's token. Whoever knows "
    "the key and the body gets those tokens, so keep it as secret as they are. Kept 24 hours.",
}
MUTATION_ERRORS = (401, 403, 404, 409, 412, 503)


def service() -> EncounterService:
    return current_app.extensions["referee.encounters"]


def _json(reply: Reply, extra: dict | None = None) -> Response:
    if isinstance(reply.body, dict) and len(reply.body.get("log") or ()) > _LOG_IN_PLACE:
        # An export of up to max_encounter_bytes: written entry by entry off the gevent
        # worker's loop (referee.cooperative); one orjson.dumps of it all would hold the
        # loop (and the GIL) for its whole length.
        body = cooperative.run(_json_by_entry, reply.body)
    else:
        body = orjson.dumps(reply.body)
    response = Response(body, status=reply.status, mimetype="application/json")
    if reply.etag:
        response.headers["ETag"] = reply.etag
    for key, value in (extra or {}).items():
        response.headers[key] = value
    return response


_LOG_IN_PLACE = 128


def _json_by_entry(body: dict) -> bytes:
    """orjson.dumps(body), its `log` written one entry at a time (the same bytes)."""
    # A placeholder no other member can hold (random), replaced by the entries.
    mark = orjson.dumps(f"log-{secrets.token_hex(16)}")
    head, _, tail = orjson.dumps({**body, "log": orjson.loads(mark)}).partition(mark)
    entries = b",".join(orjson.dumps(entry) for entry in body["log"])
    return head + b"[" + entries + b"]" + tail


def _token() -> str | None:
    auth = request.headers.get("Authorization", "")
    scheme, _, token = auth.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def _idempotency(token: str | None = None) -> Idempotency:
    """The request's Idempotency-Key as the service scopes it (token None: a create)."""
    return service().idempotency(
        request.headers.get("Idempotency-Key"),
        (request.method, request.path, request.get_json(silent=True)),
        request.headers.get("X-API-Key"),
        token,
    )


def _if_match() -> ETags | None:
    return request.if_match if "If-Match" in request.headers else None


def _require_token() -> str:
    """No credentials at all is a 401 before anything else (even an invalid body)."""
    token = _token()
    if token is None:
        raise EncounterError(
            401,
            "unauthorized",
            "send the game master's or a side's token as 'Authorization: Bearer <token>'",
            {"WWW-Authenticate": 'Bearer realm="referee"'},
        )
    return token


def _mutate(
    system: EncounterSystem, encounter_id: str, change, with_sealed: bool = False
) -> Response:
    token = _require_token()
    reply = service().mutate(
        system,
        encounter_id,
        token,
        _if_match(),
        _idempotency(token),
        change,
        with_sealed=with_sealed,
    )
    return _json(reply)


HEADER_SCHEMAS = {
    "If-Match": {"type": "string", "minLength": 1, "maxLength": 64},
    "Idempotency-Key": {"type": "string", "minLength": 1, "maxLength": KEY_MAX},
    "Idempotency-Key (create)": {
        "type": "string",
        "minLength": CREATE_KEY_MIN,
        "maxLength": KEY_MAX,
    },
}


def _header_params(*names: str) -> list[dict]:
    return [
        {
            "in": "header",
            "name": n.split(" ")[0],
            "required": False,
            "schema": HEADER_SCHEMAS[n],
            "description": HEADERS[n],
        }
        for n in names
    ]


# Who may call the operations that take no token (x-referee-actor, as on every step).
ANYONE_CREATES = "anyone (with an API key where keys are on)"
ANYONE_READS = "anyone with the encounter id"


EVENTS_DESCRIPTION = """Live updates of the encounter as Server-Sent Events (text/event-stream).

One event per log entry, in log order: `id:` is its log index, `event:` its step name
(`corrected` for a game-master correction), `data:` the entry exactly as GET .../log shows
it (sealed parts stay sealed). `event: sealed` when a sealed part or a side seed arrives
(who gave one, who is still awaited, never what they gave); `event: proposal` when a
proposal opens, is withdrawn, rejected or accepted (a notice without `id:`: it takes no log
index); `event: revealed` at the reveal, after which the stream ends. A comment line
(`: heartbeat`) comes when nothing happened for 15 seconds.

Resume with `Last-Event-ID: <last id received>` (an EventSource sends it by itself when it
reconnects) or `?after=<index>`: the stream goes on from the next entry, with no gap and no
repeat, on whichever server answers. The stream may end at any time (a restart, a Redis
failover): connect again after the `retry:` delay it named, with your last id. On
connecting, a `sealed` event describes each sealed step that already has some of its parts,
and a `proposal` event the proposal open, if one is.

Limits: a client (its API key, else its address) holds at most 32 open streams and an
encounter has at most 200, over every server (429 `too_many_streams` with Retry-After); a
server that holds all the streams it takes answers 503 `streams_busy`. An encounter that
expires while the stream is open ends it with `event: expired`.

Who may call it: anyone with the encounter id, as for reading it; every reader sees the
same events, and a token, if sent, changes nothing."""


def _client_gone(environ) -> Callable[[], bool] | None:
    """Whether the client of this request has closed its connection, asked without
    blocking: its socket reads as closed (a stream's client sends nothing more). None where
    the server does not hand the socket over (the test client)."""
    sock = environ.get("gunicorn.socket")
    if sock is None:
        return None

    def gone() -> bool:
        try:
            readable, _, _ = select.select([sock], [], [], 0)
            return bool(readable) and sock.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True

    return gone


def _sse(event) -> bytes:
    """One event in text/event-stream framing (the data is one line of JSON)."""
    if event.name is None:
        return b": heartbeat\n\n"
    head = f"id: {event.id}\n" if event.id is not None else ""
    return f"{head}event: {event.name}\ndata: ".encode() + orjson.dumps(event.data) + b"\n\n"


def _last_event_id(after: int) -> int:
    raw = request.headers.get("Last-Event-ID")
    if raw is None or raw.strip() == "":
        return after
    raw = raw.strip()
    if not raw.isascii() or not raw.isdigit() or len(raw) > 9:
        raise EncounterError(
            400,
            "bad_last_event_id",
            f"Last-Event-ID must be the id of an event you received (a log index), not {raw!r}",
        )
    return int(raw)


SEEDS_DESCRIPTION = (
    "Who may call it: either side, each with its own side token, for its own seed; the "
    "game master's token is refused (403). The server committed to its secret seed at "
    "creation, before any side seed arrives, so it cannot choose the dice; no player sees "
    "the server seed before the reveal, so no player can either. Each side may send one "
    "seed until the first die of the encounter is rolled: later, or a second time, is a "
    "409 (a step that rolls nothing does not close it). No side's action closes it on "
    "another side: a side's step or free roll that would draw the first die is refused "
    "(409 `side_seeds_pending`) until every other side has sent its seed; the game "
    "master's first roll closes it for every side. The seed stays sealed until the "
    "encounter is revealed; until then the encounter shows only which sides have sent one "
    "(`side_seeds_contributed`). " + seeds.COMBINATION
)


def _token_first(view):
    """No credentials at all is a 401 before the body is read (the body parser runs inside)."""

    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        _require_token()
        return view(*args, **kwargs)

    return wrapped


def _system_before_body(view, system: EncounterSystem):
    """A body sent to another game's step route is refused as the wrong route, not for
    the fields that game would want ({} on a Walka route of an Urban War encounter is
    "played with urban-war", not "attacker is required")."""

    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        try:
            return view(*args, **kwargs)
        except (UnprocessableEntity, BodyError):
            service().refuse_other_system(system, kwargs["encounter_id"], _token())
            raise

    return wrapped


def _add_shared_step(blp: Blueprint, step) -> None:
    """A step every system's encounter has (referee.encounters.shared), at /{id}/<path>."""

    def view(params, encounter_id):
        with_odds = odds_asked()  # a bad ?odds= is a 400 before anything is read
        system = service().system_of(encounter_id)
        return _mutate(system, encounter_id, runner.step_change(system, step, params, with_odds))

    _step_operation(blp, None, step, view, f"/<string:encounter_id>/{step.path}")


# -- each system's routes: /v1/encounters/{id}/<system>/...


def _require_token_for_changes() -> None:
    if request.method in ("POST", "PUT", "PATCH", "DELETE"):
        _require_token()


def system_blueprint(system: EncounterSystem) -> Blueprint:
    """A system's encounter routes: /v1/encounters/{id}/<system>/..."""
    sblp = Blueprint(
        f"{system.system}-encounters",
        __name__,
        url_prefix=f"/v1/encounters/<string:encounter_id>/{system.system}",
        description=f"{system.system} steps on an encounter: models are named by id.",
    )
    sblp.before_request(_require_token_for_changes)
    for step in system.steps:
        _add_step(sblp, system, step)
    _add_corrections(sblp, system)
    return sblp


def _add_step(sblp: Blueprint, system: EncounterSystem, step) -> None:
    def view(params, encounter_id):
        with_odds = odds_asked()  # a bad ?odds= is a 400 before anything is read
        return _mutate(
            system,
            encounter_id,
            runner.step_change(system, step, params, with_odds),
            with_sealed=step.sealed is not None,
        )

    _step_operation(sblp, system, step, view, f"/{step.path}")


def _step_operation(bp: Blueprint, system: EncounterSystem | None, step, view, rule: str) -> None:
    """Document and route a step's view: its answer, params, errors, actor and headers.
    `system` None: a step every system's encounter has (the token comes first there, as
    the system blueprints' before_request makes it come first on theirs)."""
    prefix = f"encounter_{system.system}" if system is not None else "encounter"
    op = f"{prefix}_{step.path}".replace("-", "_").replace("/", "_")
    view.__name__ = op
    rules_doc = f"\n\n{(step.rules.__doc__ or '').strip()}" if step.rules else ""
    view.__doc__ = f"{step.summary}\n\n{step.actor.sentence}{rules_doc}"
    decorated = bp.common_errors(view, (*bp.COMMON_ERRORS, *MUTATION_ERRORS))
    if step.sealed is not None:
        decorated = bp.alt_response(
            202,
            schema=s.SealedWaiting,
            success=True,
            description="Part stored, sealed; waiting for the others",
        )(decorated)
    if step.claims and step.actor is not Actor.GM:  # the game master's claims are its own
        decorated = bp.alt_response(
            202,
            schema=s.ProposalAnswer,
            success=True,
            description="Under a confirming claims policy, a side's claims that are not "
            "neutral: a proposal, waiting for consent; nothing was rolled or logged",
        )(decorated)
    decorated = bp.response(200, s.step_answer_schema(system, step)())(decorated)
    decorated = bp.arguments(step.params())(decorated)
    if system is None:
        decorated = _token_first(decorated)
    else:
        decorated = _system_before_body(decorated, system)
    decorated = bp.doc(
        operationId=op,
        security=AUTH,
        parameters=[*_header_params("If-Match", "Idempotency-Key"), ODDS_QUERY],
        **{
            "x-referee-actor": step.actor.value,
            "x-referee-claims": [claim.spec for claim in step.claims],
        },
    )(decorated)
    bp.route(rule, methods=["POST"], endpoint=op)(decorated)


# The first line of the edit's description for a system with an edit_schema.
EDIT_MERGES = (
    "Edit a model: each field left out keeps its value (game master only); logged.\n\n"
    "        The given fields are merged into the stored model, inside nested objects too, and\n"
    "        the model this makes is checked as a new one is.\n"
)


def _add_corrections(sblp: Blueprint, system: EncounterSystem) -> None:
    prefix = f"encounter_{system.system}".replace("-", "_")
    model_schema = system.model_schema
    edit_schema = system.edit_schema or model_schema

    def add_model(params, encounter_id):
        """Add a model (game master only); logged as a correction.

        Who may call it: the game master only. The log and verify list it as a correction;
        it cannot read or replace a side's sealed choices.
        """
        state_limit = current_app.config["REFEREE_MAX_MODELS"]

        def apply(state):
            if len(state["models"]) >= state_limit:
                raise EncounterError(
                    409, "too_many_models", f"an encounter holds at most {state_limit} models"
                )
            system.add_model(state, params)

        return _mutate(
            system, encounter_id, runner.correction_change(system, "gm.add_model", params, apply)
        )

    def edit_model(params, encounter_id, model_id):
        """Replace a model's roster entry and state fields (game master only); logged.

        Who may call it: the game master only. The log and verify list it as a correction;
        it cannot read or replace a side's sealed choices.
        """
        return _mutate(
            system,
            encounter_id,
            runner.correction_change(
                system,
                "gm.edit_model",
                {"model_id": model_id, **params},
                lambda state: system.edit_model(state, model_id, params),
            ),
        )

    def remove_model(encounter_id, model_id):
        """Remove a model from the encounter (game master only); logged.

        Who may call it: the game master only. The log and verify list it as a correction;
        a sealed choice of the removed model is dropped with it, never shown.
        """
        return _mutate(
            system,
            encounter_id,
            runner.correction_change(
                system,
                "gm.remove_model",
                {"model_id": model_id},
                lambda state: system.remove_model(state, model_id),
            ),
        )

    for func, rule, methods, name, body in (
        (add_model, "/models", ["POST"], "add_model", model_schema),
        (edit_model, "/models/<string:model_id>", ["PUT"], "edit_model", edit_schema),
        (remove_model, "/models/<string:model_id>", ["DELETE"], "remove_model", None),
    ):
        op = f"{prefix}_{name}"
        func.__name__ = op
        if name == "edit_model" and system.edit_schema is not None:
            func.__doc__ = EDIT_MERGES + func.__doc__.split("\n", 1)[1]
        decorated = sblp.common_errors(func, (*sblp.COMMON_ERRORS, *MUTATION_ERRORS))
        decorated = sblp.response(200, s.CorrectionAnswer())(decorated)
        if body is not None:
            decorated = sblp.arguments(body())(decorated)
        decorated = sblp.doc(
            operationId=op,
            security=AUTH,
            parameters=_header_params("If-Match", "Idempotency-Key"),
            **{"x-referee-actor": Actor.GM.value},
        )(decorated)
        sblp.route(rule, methods=methods, endpoint=op)(decorated)


# Who may answer a proposal, dispute a step, rule on a dispute (x-referee-actor).
CONFIRMING = "the confirming party (the side the step acts on, or the gm under gm_confirms)"
REJECTING = CONFIRMING + ", or the gm"
PROPOSER = "the proposer"
EITHER_SIDE = Actor.EITHER_SIDE.value


def _add_claims_routes(blp: Blueprint) -> None:
    """Proposals (accept, reject, withdraw), disputes and rulings (referee.encounters.claims)."""
    common = functools.partial(blp.common_errors, statuses=(*blp.COMMON_ERRORS, *MUTATION_ERRORS))

    def doc(op: str, actor: str):
        return blp.doc(
            operationId=op,
            security=AUTH,
            parameters=_header_params("If-Match", "Idempotency-Key"),
            **{"x-referee-actor": actor},
        )

    @blp.route("/<string:encounter_id>/proposals/<string:proposal_id>/accept", methods=["POST"])
    @doc("accept_proposal", CONFIRMING)
    @common
    @_token_first
    @blp.arguments(s.AcceptBody)
    @blp.response(200, s.AcceptedAnswer)
    def accept(params, encounter_id, proposal_id):
        """Accept a proposal: its step resolves now, exactly as proposed.

        Who may call it: one of the proposal's `confirm` (the side of the model the step
        acts on, else the other side; the game master under gm_confirms); never its
        proposer (403 `own_proposal`). The step is logged as its proposer's, with its claims,
        who made them and who accepted them; the answer is the step's own. The accepting side
        may add its own claims on its model (`claims`: those with `owner: target`), which a
        proposer never makes (403 `not_your_claim`).

        A proposal is a side's step whose claims (each step's `x-referee-claims`) are not
        neutral, on an encounter whose `claims_policy` is `opponent_confirms` or
        `gm_confirms`: it was answered 202, rolled nothing and logged nothing, and every
        other change waits for it (409 `proposal_open`). docs/encounters.md, "Claims and
        consent".
        """
        system = service().system_of(encounter_id)
        return _mutate(
            system, encounter_id, runner.accept_change(system, proposal_id, params["claims"])
        )

    @blp.route("/<string:encounter_id>/proposals/<string:proposal_id>/reject", methods=["POST"])
    @doc("reject_proposal", REJECTING)
    @common
    @_token_first
    @blp.arguments(s.RejectBody)
    @blp.response(200, s.ClaimsEntryAnswer)
    def reject(params, encounter_id, proposal_id):
        """Reject a proposal, with a reason: logged, nothing rolled, the state unchanged.

        Who may call it: one of the proposal's `confirm`, or the game master; never its
        proposer. The step is not taken: the state is as it was before the proposal.
        """
        return _mutate(
            service().system_of(encounter_id),
            encounter_id,
            claims.reject_change(proposal_id, params["reason"]),
        )

    @blp.route("/<string:encounter_id>/proposals/<string:proposal_id>/withdraw", methods=["POST"])
    @doc("withdraw_proposal", PROPOSER)
    @common
    @_token_first
    @blp.response(200, s.ProposalAnswer)
    def withdraw(encounter_id, proposal_id):
        """Withdraw your own proposal: nothing is rolled or logged, the state is unchanged.

        Who may call it: the proposer only.
        """
        return _mutate(
            service().system_of(encounter_id), encounter_id, claims.withdraw_change(proposal_id)
        )

    @blp.route("/<string:encounter_id>/disputes", methods=["POST"])
    @doc("dispute_step", EITHER_SIDE)
    @common
    @_token_first
    @blp.arguments(s.DisputeBody)
    @blp.response(200, s.ClaimsEntryAnswer)
    def dispute(params, encounter_id):
        """Dispute a logged step: logged, nothing rolled; the game master rules on it.

        Who may call it: either side, with its own side token, until the side that took the
        step takes its next one, or the reveal. A dispute never changes the logged roll: an
        upheld one is followed by the game master's correction."""
        index = params["log_index"]
        svc = service()
        return _mutate(
            svc.system_of(encounter_id),
            encounter_id,
            claims.dispute_change(
                index,
                params["reason"],
                lambda start, end: svc.entries_from(encounter_id, start, end),
            ),
        )

    @blp.route("/<string:encounter_id>/disputes/<int:dispute_index>/ruling", methods=["POST"])
    @doc("rule_on_dispute", Actor.GM.value)
    @common
    @_token_first
    @blp.arguments(s.RulingBody)
    @blp.response(200, s.ClaimsEntryAnswer)
    def ruling(params, encounter_id, dispute_index):
        """Rule on a dispute (the dispute's log index): upheld or dismissed; logged.

        Who may call it: the game master only. `upheld` says the dispute stands; the game
        master's correction (PUT .../models/{model}) follows, as every correction does:
        the logged roll is never rewritten."""
        return _mutate(
            service().system_of(encounter_id),
            encounter_id,
            claims.ruling_change(dispute_index, params["ruling"], params["note"]),
        )


def blueprints(systems: Mapping[str, EncounterSystem]) -> list[Blueprint]:
    """The encounter API for these encounter systems (the registry's, handed down by
    create_app): the generic routes under /v1/encounters, then each system's own."""
    roster = s.roster_schemas(tuple(systems.values()))

    blp = Blueprint(
        "encounters",
        __name__,
        url_prefix="/v1/encounters",
        description="Encounters: one fight's shared state, its audit log and commit-reveal dice. "
        "Protocol, tokens and offline verification: docs/encounters.md in the Referee repository.",
    )

    @blp.route("", methods=["POST"])
    @blp.doc(
        operationId="create_encounter",
        parameters=[*_header_params("Idempotency-Key (create)")],
        **{"x-referee-actor": ANYONE_CREATES},
    )
    @blp.arguments(roster.create)
    @blp.response(201, roster.created)
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE", success=False)
    def create(params):
        """Create an encounter: its roster, a game-master token and one token per side.

        The server draws a secret seed and publishes only its sha256 (`seed_commitment`);
        revealing the encounter later publishes the seed so anyone can recompute every roll.

        Who may call it: anyone (with an API key where keys are on); whoever creates the
        encounter receives the game master's token and every side's, and hands the side tokens
        out.
        """
        reply = service().create(params, _idempotency())
        return _json(reply, {"Location": f"/v1/encounters/{reply.body['encounter']['id']}"})

    @blp.route("/<string:encounter_id>", methods=["GET"])
    @blp.doc(
        operationId="get_encounter",
        parameters=[
            {
                "in": "header",
                "name": "If-None-Match",
                "required": False,
                "schema": {"type": "string"},
                "description": "ETags you hold, or `*` (RFC 9110, weak comparison): 304 when the "
                "encounter has not changed.",
            }
        ],
        **{"x-referee-actor": ANYONE_READS},
    )
    @blp.response(200, roster.encounter)
    @blp.alt_response(304, description="Not modified", success=True)
    @blp.alt_response(404, response="NOT_FOUND", success=False)
    def get_encounter(encounter_id):
        """Read an encounter: its state and version (also the ETag). Anyone with the id may read.

        Who may call it: anyone with the encounter id; no token is needed, and hidden parts
        stay hidden until the reveal (an API key is needed where keys are on, as everywhere).
        """
        version, shown = service().shown(encounter_id)
        etag = etag_of(version)
        if request.if_none_match.contains_weak(str(version)):
            return Response(status=304, headers={"ETag": etag})
        return _json(Reply(200, shown, etag))

    @blp.route("/<string:encounter_id>/log", methods=["GET"])
    @blp.doc(operationId="get_encounter_log", **{"x-referee-actor": ANYONE_READS})
    @blp.arguments(s.LogQuery, location="query")
    @blp.response(200, s.LogPage)
    @blp.alt_response(404, response="NOT_FOUND", success=False)
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE", success=False)
    def get_log(query, encounter_id):
        """The log, oldest first, a page at a time.

        Each entry is one step or correction: who took it, its params, the dice it rolled, its
        outcome and what it changed.

        With `after` it is the live updates' long-poll, for a client that cannot hold a
        stream open (GET .../events): the entries after that index, as the stream sends
        them, answered as soon as there is one, or a sealed part arrives, or the encounter
        is revealed, or empty after `wait` seconds (at most 25). Ask again with `after` the
        last index received and `version` the answer's: no entry is skipped or repeated.

        Who may call it: anyone with the encounter id; no token is needed, and hidden parts
        stay hidden until the reveal (an API key is needed where keys are on, as everywhere).
        """
        if query.get("after") is not None:
            body = service().poll(
                encounter_id,
                query["after"],
                query["wait"],
                query["page_size"],
                query.get("version"),
                protection.client_key(),
            )
            response = _json(Reply(200, body))
            response.headers["Cache-Control"] = "no-store"
            return response
        body = service().log_page(encounter_id, query["page"], query["page_size"])
        return _json(Reply(200, body))

    @blp.route("/<string:encounter_id>/events", methods=["GET"])
    @blp.doc(
        operationId="encounter_events",
        description=EVENTS_DESCRIPTION,
        parameters=[
            {
                "in": "header",
                "name": "Last-Event-ID",
                "required": False,
                "schema": {"type": "string", "pattern": "^[0-9]{1,9}$"},
                "description": "The id of the last event you received: the stream resumes after "
                "it (an EventSource sends it when it reconnects). Takes precedence over `after`.",
            }
        ],
        **{"x-referee-actor": ANYONE_READS},
    )
    @blp.arguments(s.EventsQuery, location="query")
    @blp.response(
        200,
        s.LiveEvent,
        content_type="text/event-stream",
        description="The event stream; each event is `id:` (entries only), `event:` and `data:` "
        "lines, as the schema describes its fields.",
    )
    @blp.alt_response(404, response="NOT_FOUND", success=False)
    @blp.alt_response(429, response="TOO_MANY_REQUESTS", success=False)
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE", success=False)
    def events(query, encounter_id):
        """Live updates: every step as it happens, as Server-Sent Events."""
        after = _last_event_id(query["after"])
        stream = service().events(
            encounter_id, after, protection.client_key(), _client_gone(request.environ)
        )
        # Reconnections after a restart spread over 1 to 3 seconds instead of all at once.
        retry = random.randint(1000, 3000)

        def frames():
            yield f"retry: {retry}\n\n".encode()
            for event in stream:
                yield _sse(event)

        response = Response(frames(), mimetype="text/event-stream")
        # Ends the subscription however the response ends, even unread (HEAD, a client gone).
        response.call_on_close(stream.close)
        response.headers["Cache-Control"] = "no-cache"
        response.headers["X-Accel-Buffering"] = "no"  # a proxy must not hold events back
        return response

    @blp.route("/<string:encounter_id>/reveal", methods=["POST"])
    @blp.doc(
        operationId="reveal_encounter",
        security=AUTH,
        parameters=_header_params("If-Match", "Idempotency-Key"),
        **{"x-referee-actor": Actor.GM.value},
    )
    @blp.response(200, s.Revealed)
    @functools.partial(blp.common_errors, statuses=(*blp.COMMON_ERRORS, *MUTATION_ERRORS))
    def reveal(encounter_id):
        """Close the encounter to further steps and publish the server seed (game master only).

        Afterwards anyone can recompute every roll (GET .../verify) and the sealed parts and
        side seeds are shown. Who may call it: the game master only.
        """
        system = service().system_of(encounter_id)
        return _mutate(system, encounter_id, runner.reveal_change(system), with_sealed=True)

    @blp.route("/<string:encounter_id>/seeds", methods=["POST"])
    @blp.doc(
        operationId="contribute_side_seed",
        description=SEEDS_DESCRIPTION,
        **{"x-referee-actor": Actor.EITHER_SIDE.value},
        security=AUTH,
        parameters=_header_params("If-Match", "Idempotency-Key"),
    )
    @functools.partial(blp.common_errors, statuses=(*blp.COMMON_ERRORS, *MUTATION_ERRORS))
    @_token_first
    @blp.arguments(s.SideSeed)
    @blp.response(200, s.SideSeedAnswer)
    def contribute_seed(params, encounter_id):
        """Add your side's seed to the dice (a side token only; once; before the first die)."""
        return _mutate(
            service().system_of(encounter_id), encounter_id, seeds.contribute_change(params["seed"])
        )

    @blp.route("/<string:encounter_id>/verify", methods=["GET"])
    @blp.doc(operationId="verify_encounter", **{"x-referee-actor": ANYONE_READS})
    @blp.response(200, s.Verification)
    @blp.alt_response(404, response="NOT_FOUND", success=False)
    @blp.alt_response(409, response="CONFLICT", success=False)
    def verify(encounter_id):
        """Recompute every logged step from the revealed seed with the rules code.

        Answers whether every roll and outcome matches, and names the first entry that does not.
        Lists every game-master correction (index, what it changed): corrections roll nothing,
        so they are shown, not recomputed.

        Who may call it: anyone with the encounter id; no token is needed, and hidden parts
        stay hidden until the reveal (an API key is needed where keys are on, as everywhere).
        """
        return _json(Reply(200, service().verification(encounter_id)))

    @blp.route("/<string:encounter_id>/export", methods=["GET"])
    @blp.doc(operationId="export_encounter", **{"x-referee-actor": ANYONE_READS})
    @blp.response(200, roster.export)
    @blp.alt_response(404, response="NOT_FOUND", success=False)
    def export(encounter_id):
        """The whole encounter as one JSON document for archiving: commitment, seeds once revealed,
        state, log, and the game-master corrections in it.

        Who may call it: anyone with the encounter id; no token is needed, and hidden parts
        stay hidden until the reveal (an API key is needed where keys are on, as everywhere).
        """
        version, body = service().export(encounter_id)
        return _json(Reply(200, body, etag_of(version)))

    _add_claims_routes(blp)

    # The steps every system's encounter has: POST /v1/encounters/{id}/roll.
    for step in shared.STEPS:
        _add_shared_step(blp, step)
    return [blp, *(system_blueprint(system) for system in systems.values())]
