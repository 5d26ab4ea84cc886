"""One encounter step, from a loaded encounter to what to write and answer.

`step_change` and the correction builders return the `change(loaded, role)`
callables that EncounterService.mutate runs inside its retry loop.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from typing import Any

import orjson

from referee import steps, versions
from referee.encounters import claims as cl
from referee.encounters import model as m
from referee.encounters import seeds, telling
from referee.encounters.changes import HIDDEN, diff
from referee.encounters.service import EncounterError, Prepared, Reply, etag_of, now
from referee.observability import count_step
from referee.odds import odds_for
from referee.odds.enumerate import check
from referee.store.encounters import SealPart, round_field
from referee.violations import RuleViolation


def _open(doc: dict) -> None:
    if doc.get("revealed"):
        raise EncounterError(
            409,
            "encounter_closed",
            "the encounter was revealed: it takes no more steps. What you can do now: read its "
            "log, export it or verify it",
        )


def _side(role: str) -> str | None:
    return role.removeprefix("side:") if role.startswith("side:") else None


def _rolls(dice) -> list[dict]:
    return [{"sides": r.sides, "value": r.value, "purpose": r.purpose} for r in dice.rolls]


class _BeforeFirstDie:
    """Dice that run `check` once, just before the first die is drawn: a refusal from it
    comes before any die, and depends on no die (whether a step draws one at all is decided
    by its params and the state before any value is known)."""

    def __init__(self, dice, check: Callable[[], None]):
        self._dice = dice
        self._check: Callable[[], None] | None = check

    def roll(self, sides: int, purpose: str) -> int:
        if self._check is not None:
            check, self._check = self._check, None
            check()
        return self._dice.roll(sides, purpose)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._dice, name)


_NOT_ASKED = object()


def step_odds(step: m.EncounterStep, bound: dict, outcome: dict) -> dict | None:
    """The exact odds of the roll just made: those the step declares (the stateless step's
    it plays), None for a step that rolls nothing."""
    return odds_for(step.odds, bound, outcome) if step.odds is not None else None


def _refusals(system: m.EncounterSystem, step: m.EncounterStep, run: Callable[[], Any]):
    """The rules' refusals as the encounter route says them: fields renamed to the
    encounter's spelling, and a refusal that the stored state causes is a 409."""
    try:
        return run()
    except m.StateConflict:
        raise
    except RuleViolation as violation:
        field = violation.field
        if field and step.rename:
            head, dot, rest = field.partition(".")
            field = step.rename.get(head, head) + dot + rest
        if violation.code in system.state_codes:
            raise m.StateConflict(violation.detail, field, violation.code) from None
        if field == violation.field:
            raise
        raise RuleViolation(violation.code, violation.detail, field) from None


def bind(
    system: m.EncounterSystem, step: m.EncounterStep, state: dict, params: Mapping[str, Any]
) -> m.Plan:
    """The step's plan, its rules' params a copy that shares nothing with the state, and
    checked by the rules up to their first die: every refusal comes before any roll."""
    plan = step.bind(state, params)
    extra = plan.extra if isinstance(plan, m.Plan) else None
    plan = m.Plan(orjson.loads(orjson.dumps(plan)), extra)
    if step.rules is not None:
        _refusals(system, step, lambda: check(step.rules, plan))
    return plan


def resolve(
    system: m.EncounterSystem,
    step: m.EncounterStep,
    loaded,
    params: Mapping[str, Any],
    role: str,
    hidden: dict | None = None,
    with_odds: bool = False,
    claims: dict | None = None,
    consenting: tuple[str, ...] = (),
) -> Prepared:
    """bind, roll with the encounter's stream, apply; the log entry and the reply.
    `claims`: what the entry records of the step's claims (referee.encounters.claims).
    `consenting`: the other roles whose action makes the step happen now (the one who
    accepts a proposal, the givers of a sealed round's parts)."""
    doc = loaded.doc
    # Each attempt parses the stored document afresh, so the state is ours to change.
    state = doc["state"]
    actor = m.acting_model(step, state, params)  # read before apply changes the state
    plan = bind(system, step, state, params)
    index = doc["log_length"]
    rolls: list[dict] = []
    outcome: dict = {}
    # The log keeps the rules' params as they were rolled with, whatever apply touches.
    logged_bound = _copy(plan)
    if step.rules is not None:
        seeds.await_side_seeds(doc, step.name)
        client_seed = seeds.dice_client_seed(doc, loaded.secret)
        dice = m.dice_for_step(loaded.secret["server_seed"], client_seed, index)
        # No side's step, free roll or game step alike, may close the side seeds on
        # another side (issue 32); checked as its first die is about to be drawn, never after.
        acting = (role, *consenting)
        dice = _BeforeFirstDie(dice, lambda: seeds.refuse_closing_by_side(doc, acting, step.name))
        outcome = _refusals(system, step, lambda: steps.roll(step, plan, dice))
        rolls = _rolls(dice)
    count_step(system.system, step.name, "encounter")
    before = _copy(state)
    if system.before_apply is not None and not step.outside_turn:
        # After bind, so a step may still read what the previous step left for it.
        system.before_apply(state)
    changes = []
    if step.reveal is not None:
        # Logged on its own: a value turned face up and spent in one step still shows.
        step.reveal(state, params, plan, outcome)
        changes = diff(before, state, system.depth)
        before = _copy(state)
    step.apply(state, params, plan, outcome)
    changes += diff(before, state, system.depth)
    entry = {
        "index": index,
        "step": step.name,
        "role": role,
        "time": now(),
        "params": dict(params),
        "bound": logged_bound,
        "rolls": rolls,
        "outcome": outcome,
        "changes": changes,
        "rules_version": versions.current(system.rules_system(step.name)),
    }
    if hidden:
        entry["hidden"] = hidden
    if actor is not None:
        entry["model"] = actor
    # Said from what the log keeps (a sealed step's parts stay sealed in it), so it is the
    # same sentence whoever reads the entry, and the chain covers it.
    entry["summary"] = said = telling.summary(system, {**entry, "params": _logged(step, params)})
    if claims is not None:
        entry["claims"] = claims
    new_doc = {**doc, "state": state, "log_length": index + 1, **seeds.after_step(doc, rolls)}
    # The odds of the roll just made, from the state-bound params (null for turn events).
    odds = step_odds(step, logged_bound, outcome) if with_odds else _NOT_ASKED

    def respond(final: dict) -> Reply:
        body = {
            "encounter_id": final["id"],
            "index": index,
            "system": system.system,
            "step": step.name,
            "role": role,
            "seed": None,
            "rng": "referee-dice-v1",
            "label": str(index),
            "seed_commitment": final["seed_commitment"],
            "rolls": rolls,
            "outcome": outcome,
            "summary": said,
            "changes": changes,
            "version": final["version"],
        }
        if odds is not _NOT_ASKED:
            body["odds"] = odds
        return Reply(200, body, etag_of(final["version"]))

    return Prepared(doc=new_doc, entry=entry, respond=respond)


def authorize(step: m.EncounterStep, state: dict, params: Mapping[str, Any], role: str) -> None:
    """The step's declared actor (docs/encounters.md, "Tokens and who may do what"), enforced."""
    actor = step.actor
    side = _side(role)
    if actor is m.Actor.GM:
        if role != "gm":
            raise EncounterError(
                403, "forbidden", f"{step.name} is the game master's to take: use the GM token"
            )
        return
    if role == "gm":
        if actor is m.Actor.EITHER_SIDE:
            raise EncounterError(
                403,
                "forbidden",
                f"{step.name} is each side's own part: only a side token sends it",
            )
        if actor is m.Actor.GM_OR_ACTING_SIDE:
            return
    acting = step.acting_side(state, params)
    if actor is m.Actor.EITHER_SIDE or acting is None:
        if side is None:
            raise EncounterError(403, "forbidden", f"{step.name} needs a side token")
        return
    if side != acting:
        raise EncounterError(
            403,
            "forbidden",
            f"that token acts for {side or 'the game master'}; this step is {acting}'s to take",
        )


def step_change(
    system: m.EncounterSystem,
    step: m.EncounterStep,
    params: Mapping[str, Any],
    with_odds: bool = False,
):
    # The sealed round this request was sent for: fixed when it is first read, so a retry
    # inside the request never moves the part on to a later round.
    sent_for: dict[str, int] = {}

    def change(loaded, role: str) -> Prepared:
        _open(loaded.doc)
        try:
            authorize(step, loaded.doc["state"], params, role)
            cl.refuse_while_open(loaded.doc)
            cl.check_owners(loaded.doc, step, params, role)
            if step.sealed is not None:
                round_now = loaded.rounds.get(step.name, 0)
                sent_round = sent_for.setdefault(step.name, round_now)
                return _sealed(system, step, loaded, params, role, sent_round, with_odds)
            accepted_by = cl.acceptor(loaded.doc, step, params, role)
            if accepted_by is None:
                # Every refusal comes before the proposal, as before any die: one that is
                # accepted then resolves on the state it was proposed on.
                bind(system, step, loaded.doc["state"], params)
                if step.rules is not None:
                    seeds.await_side_seeds(loaded.doc, step.name)
                return cl.propose(loaded.doc, step, params, role)
            claims = cl.record(step, params, role, accepted_by)
            return resolve(system, step, loaded, params, role, with_odds=with_odds, claims=claims)
        except m.StateConflict as conflict:
            # A 409 says what to do instead: the steps that apply now (next_steps), after
            # the refusal's own words (which its field's message keeps as they are).
            told = m.StateConflict(
                telling.plain_words(conflict.detail), conflict.field, conflict.code
            )
            told.then = telling.what_now(system, loaded.doc, loaded.sealed)
            raise told from None
        except EncounterError as error:
            if error.status == 409:
                error.then = telling.what_now(system, loaded.doc, loaded.sealed)
            raise

    return change


def accept_change(system: m.EncounterSystem, proposal_id: str, added: Mapping | None = None):
    """The confirming party accepts a proposal: its step resolves exactly as proposed, and
    the same COMMIT closes the proposal (a race with any other change leaves one outcome).
    `added`: the accepting side's own claims on its model (the defender's modifier), which
    the proposer could not make."""

    def change(loaded, role: str) -> Prepared:
        _open(loaded.doc)
        proposal = cl.open_proposal(loaded.doc, proposal_id)
        cl.check_answerer(proposal, role, "accepted")
        step = system.step(proposal["step"])
        own = cl.confirmer_adds(loaded.doc, step, proposal, added, role)
        params = {**proposal["params"], **own}
        proposer = proposal["proposer"]
        claims = cl.record(step, params, proposer, role, proposal["id"], sorted(own) or None)
        prepared = resolve(
            system, step, loaded, params, proposer, claims=claims, consenting=(role,)
        )
        prepared.doc["proposal"] = None
        return prepared

    return change


def _part_params(stored: dict) -> tuple[dict, str | None]:
    """A stored part: its params and who gave it (parts stored before `by` existed have none)."""
    if set(stored) == {"by", "params"}:
        return stored["params"], stored["by"]
    return stored, None


def _sealed(system, step, loaded, params, role, sent_round, with_odds=False) -> Prepared:
    """Hidden simultaneous choices: keep each part sealed until the last one arrives.

    A part belongs to one round of one step and stands once given (docs/encounters.md,
    "Sealed parts"): a second part for the same round, or one for a round that resolved since
    the request was first read, is a 409 and is never kept for the next round.
    """
    state = loaded.doc["state"]
    part = step.sealed.part_of(params, role)
    step.sealed.check(state, part, params)
    if step.sealed.under_policy is not None and role != "gm":
        step.sealed.under_policy(state, part, params, cl.policy_of(loaded.doc))
    if step.rules is not None:  # no part is kept while the dice wait for the sides' seeds
        seeds.await_side_seeds(loaded.doc, step.name)
    if loaded.rounds.get(step.name, 0) != sent_round:
        raise EncounterError(
            409,
            "round_resolved",
            f"the {step.name} round this part was sent for was resolved before it arrived; "
            "it is not carried into the next round. Read the encounter and send a part for "
            "the current round",
        )
    needed = step.sealed.parts(state)
    if part not in needed:
        raise EncounterError(
            409,
            "part_not_awaited",
            f"no {part} part is awaited for {step.name}; awaited: {', '.join(needed) or 'none'}",
        )
    field = f"{step.name}:{part}"
    if field in loaded.sealed:
        _, by = _part_params(loaded.sealed[field])
        given = " by the game master" if by == "gm" else ""
        raise EncounterError(
            409,
            "part_already_given",
            f"{part}'s part of {step.name} for this round was already given{given}; "
            "a part stands once given and cannot be replaced or sent again",
        )
    others = [p for p in needed if p != part]
    fields = {p: f"{step.name}:{p}" for p in others}
    present = [fields[p] in loaded.sealed for p in others]
    if not all(present):
        body = {
            "status": "waiting",
            "step": step.name,
            "submitted": [p for p in needed if p == part or fields[p] in loaded.sealed],
            "waiting_for": [p for p in others if fields[p] not in loaded.sealed],
            # The part's arrival is a change: the version it makes.
            "version": loaded.version + 1,
        }
        seal = SealPart(
            field=field,
            value={"by": role, "params": dict(params)},
            round_field=round_field(step.name),
            round=sent_round,
            others=list(fields.values()),
            present=present,
        )
        # Live updates: the 202's public part (who gave a part, who is awaited).
        shown = {k: body[k] for k in ("step", "submitted", "waiting_for")}
        # The document as the part leaves it (the service gives it the next version).
        doc = loaded.doc
        if step.sealed.on_part is not None:
            doc = {**doc, "state": copy.deepcopy(state)}
            step.sealed.on_part(doc["state"], part)
        return Prepared(
            doc=doc, reply=Reply(202, body, etag_of(body["version"])), seal=seal, sealed=shown
        )
    parts, given_by = {}, {}
    for p in needed:
        if p == part:
            parts[p], given_by[p] = dict(params), role
        else:
            parts[p], given_by[p] = _part_params(loaded.sealed[fields[p]])
    merged = {"parts": parts}
    hidden = None
    log_params = merged
    if not step.sealed.public_when_resolved:
        hidden = {"parts": merged["parts"]}
        log_params = {"parts": {p: "sealed" for p in needed}}
    prepared = resolve(
        system,
        step,
        loaded,
        merged,
        role,
        hidden=hidden,
        with_odds=with_odds,
        consenting=tuple(by for by in given_by.values() if by),
    )
    prepared.entry["params"] = log_params
    # Who gave each part is public (the 202 answers said as much); what they gave is not.
    prepared.entry["given_by"] = given_by
    prepared.sealed_done = list(fields.values())
    prepared.round_field = round_field(step.name)
    return prepared


def correction_change(system: m.EncounterSystem, name: str, params: Mapping[str, Any], apply):
    """GM corrections: add, edit and remove models, each one log entry without dice."""

    def change(loaded, role: str) -> Prepared:
        _open(loaded.doc)
        if role != "gm":
            raise EncounterError(403, "forbidden", "model corrections need the game master's token")
        cl.refuse_while_open(loaded.doc, "a correction")
        doc = loaded.doc
        state = doc["state"]
        before = _copy(state)
        apply(state)
        _leaves_sealed_alone(name, before.get(HIDDEN, {}), state.get(HIDDEN, {}))
        changes = diff(before, state, system.depth)
        index = doc["log_length"]
        entry = {
            "index": index,
            "step": name,
            "role": role,
            "time": now(),
            "params": json.loads(json.dumps(params)),
            "bound": None,
            "rolls": [],
            "outcome": {},
            "changes": changes,
        }
        entry["summary"] = said = telling.summary(system, entry)
        new_doc = {**doc, "state": state, "log_length": index + 1}

        def respond(final: dict) -> Reply:
            return Reply(
                200,
                {
                    "encounter_id": final["id"],
                    "index": index,
                    "step": name,
                    "summary": said,
                    "changes": changes,
                    "version": final["version"],
                },
                etag_of(final["version"]),
            )

        return Prepared(doc=new_doc, entry=entry, respond=respond)

    return change


def _leaves_sealed_alone(name: str, before, after) -> None:
    """A correction never reads or replaces a sealed choice (docs/encounters.md, "Tokens and
    who may do what"): the sealed part after it holds only what it held before, so it may
    drop one with the model it belongs to, nothing more (its changes never show the sealed
    part: the diff leaves it out)."""
    if not _kept_from(after, before):
        raise EncounterError(
            409,
            "sealed_untouchable",
            f"{name} would change a side's sealed choices; a correction cannot read or "
            "replace them",
        )


def _logged(step: m.EncounterStep, params: Mapping[str, Any]) -> Mapping[str, Any]:
    """The params as the log will show them: a sealed step whose parts stay hidden shows
    each part as `sealed` (its entry's params are replaced so once it resolves)."""
    if step.sealed is not None and not step.sealed.public_when_resolved and "parts" in params:
        return {"parts": {part: "sealed" for part in params["parts"]}}
    return params


def _copy(value: dict) -> dict:
    """A copy that shares nothing: what a step's changes are taken from, what the log keeps."""
    return orjson.loads(orjson.dumps(value))


def _kept_from(after, before) -> bool:
    """Whether `after` only keeps (or drops) what `before` held."""
    if isinstance(after, dict) and isinstance(before, dict):
        return all(k in before and _kept_from(v, before[k]) for k, v in after.items())
    return after == before


def _unresolved_parts(sealed: Mapping[str, Any]) -> list[dict]:
    """The sealed parts still waiting for the others when the encounter is revealed: the
    reveal publishes every sealed part (docs/encounters.md), these too, since no step will
    ever resolve them."""
    parts = []
    for field in sorted(sealed):
        step, _, part = field.partition(":")
        params, by = _part_params(sealed[field])
        parts.append({"step": step, "part": part, "given_by": by, "params": params})
    return parts


def reveal_change(system: m.EncounterSystem):
    """GM only: close the encounter and publish the server seed (commit-reveal)."""

    def change(loaded, role: str) -> Prepared:
        if role != "gm":
            raise EncounterError(403, "forbidden", "revealing needs the game master's token")
        _open(loaded.doc)
        state = loaded.doc["state"]
        if system.on_reveal is not None:
            state = copy.deepcopy(state)
            system.on_reveal(state)
        doc = {
            **loaded.doc,
            "state": state,
            "revealed": True,
            "server_seed": loaded.secret["server_seed"],
            **seeds.revealed_fields(loaded.doc, loaded.secret),
            "unresolved_parts": _unresolved_parts(loaded.sealed),
        }
        if loaded.doc.get("proposal"):
            # Never answered: it lapses with the encounter, and stays on the record.
            doc["proposal"] = None
            doc["unresolved_proposal"] = loaded.doc["proposal"]

        def respond(final: dict) -> Reply:
            return Reply(200, seeds.revealed_answer(final), etag_of(final["version"]))

        return Prepared(doc=doc, entry=None, respond=respond)

    change.logs = False  # type: ignore[attr-defined]  # a full encounter can still be revealed
    return change
