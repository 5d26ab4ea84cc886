"""Claims and consent (docs/encounters.md, "Claims and consent"): who made each claim of a
step, who accepted it, and the proposals that wait for consent before the dice.

A step declares its claims (referee.encounters.step.Claim). The encounter's
`claims_policy`, chosen at creation, says who must accept them:

- `trusted` (the default): the acting side's claims stand as sent; the log says so;
- `opponent_confirms`: a side's step whose claims are not all neutral is a public proposal
  until the side of the model it acts on (else any other side) accepts it;
- `gm_confirms`: the same, and the game master accepts.

A proposal is stored on the encounter document (public: it holds only the request, never a
sealed part) with one atomic COMMIT that does not touch the log, so nothing is rolled and
the dice stream does not move. While it is open every other change is a 409 that names it.
Accepting resolves the step exactly as proposed, in the same COMMIT that closes the
proposal; a reject is logged (no dice); a withdraw leaves no trace in the log.

Disputes: any side may dispute a logged step until the next step of the model that acted
in it (of the same side where no model acted), or the reveal; the game master rules
(`upheld`, with a correction to follow, or `dismissed`). Both are log entries without dice:
an upheld dispute never rewrites a logged roll.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError

from referee.encounters import model as m
from referee.encounters.replies import EncounterError, Prepared, Reply, etag_of, now

TRUSTED = "trusted"
OPPONENT_CONFIRMS = "opponent_confirms"
GM_CONFIRMS = "gm_confirms"
POLICIES = (TRUSTED, OPPONENT_CONFIRMS, GM_CONFIRMS)

# The log's names of the entries this module writes (none rolls dice).
REJECTED = "claims.rejected"
DISPUTED = "claims.disputed"
RULING = "claims.ruling"
ENTRY_NAMES = (REJECTED, DISPUTED, RULING)
RULINGS = ("upheld", "dismissed")
# The live updates' event for a proposal that opens or closes (referee.encounters.live): a
# notice beside the log, never an entry of its own, so it takes no log index.
LIVE_EVENT = "proposal"


def policy_of(doc: Mapping[str, Any]) -> str:
    """An encounter's policy; one created before policies is `trusted`, as it was."""
    return doc.get("claims_policy") or TRUSTED


def _side(role: str) -> str | None:
    return role.removeprefix("side:") if role.startswith("side:") else None


def refuse_while_open(doc: Mapping[str, Any], what: str = "this step") -> None:
    """Every change but the proposal's own answer waits while a proposal is open."""
    proposal = doc.get("proposal")
    if proposal:
        raise EncounterError(
            409,
            "proposal_open",
            f"proposal {proposal['id']} ({proposal['step']} by "
            f"{proposal['proposer']}) awaits {' or '.join(proposal['confirm'])}: {what} waits "
            f"until it is accepted, rejected or withdrawn "
            f"(POST /v1/encounters/{doc['id']}/proposals/{proposal['id']}/accept)",
        )


def record(
    step: m.EncounterStep,
    params: Mapping[str, Any],
    made_by: str,
    accepted_by: str,
    proposal: str | None = None,
    confirmer_claims: list[str] | None = None,
) -> dict | None:
    """What a log entry says of its claims: each claim as sent, who made them and who
    accepted them (`trusted` under the trusted policy; the game master's own claims are
    `gm`'s; `neutral` when nothing was claimed). `confirmer_claims`: the claims the
    accepting party added on its own model when it accepted (theirs, not the proposer's)."""
    if not step.claims:
        return None
    shown = {"values": step.claimed(params), "made_by": made_by, "accepted_by": accepted_by}
    if proposal is not None:
        shown["proposal"] = proposal
    if confirmer_claims:
        shown["confirmer_claims"] = confirmer_claims
    return shown


def check_owners(doc: Mapping[str, Any], step: m.EncounterStep, params, role: str) -> None:
    """A side never sets a number on another side's model: a claim whose owner is the model
    the step acts on (the defender's modifier, the other model's panic test) is that side's,
    or the game master's, to make."""
    theirs = step.claims_of_target(params)
    if not theirs or role == "gm":
        return
    owner = step.acted_on(doc["state"], params)
    if owner is not None and _side(role) == owner:
        return
    whose = f"{owner}'s" if owner else "the game master's"
    how = (
        f"; send the step without {'it' if len(theirs) == 1 else 'them'}: {owner} may add "
        "them when accepting your proposal"
        if owner and policy_of(doc) != TRUSTED
        else ""
    )
    raise EncounterError(
        403,
        "not_your_claim",
        f"{', '.join(theirs)} {'belongs' if len(theirs) == 1 else 'belong'} to the model "
        f"this step acts on (its own number or choice): {whose} (or the game master's) to "
        f"claim, not {_side(role) or role}'s{how}",
    )


def confirmer_adds(
    doc: Mapping[str, Any], step: m.EncounterStep, proposal: Mapping[str, Any], added, role: str
) -> dict:
    """The accepting party's own claims (those of the model the step acts on), validated as
    the step's params; the proposer's claims stay exactly as proposed."""
    if not added:
        return {}
    own = {c.name for c in step.claims if c.owner == m.TARGET}
    foreign = sorted(set(added) - own)
    if foreign:
        raise EncounterError(
            422,
            "not_your_claim",
            f"when accepting, only the claims on your own model may be added "
            f"({', '.join(sorted(own)) or f'{step.name} has none'}); "
            f"{', '.join(foreign)} {'is' if len(foreign) == 1 else 'are'} the proposer's",
        )
    owner = step.acted_on(doc["state"], proposal["params"])
    if role != "gm" and _side(role) != owner:
        raise EncounterError(
            403,
            "not_your_claim",
            f"{', '.join(sorted(added))}: only {owner or 'the game master'} adds claims "
            "on that model",
        )
    try:
        return step.params().load(dict(added), partial=True)
    except ValidationError as error:
        raise EncounterError(
            422, "invalid_claims", f"the claims you added are not valid: {error.messages}"
        ) from None


def acceptor(doc: Mapping[str, Any], step: m.EncounterStep, params, role: str) -> str | None:
    """Who has accepted the claims of a step taken now, or None when it must be proposed."""
    if role == "gm":
        return "gm"
    policy = policy_of(doc)
    if policy == TRUSTED:
        return TRUSTED
    if step.claims_neutral(params):
        return "neutral"
    return None


def confirmers(doc: Mapping[str, Any], step: m.EncounterStep, state, params, role: str) -> list:
    """Who may accept a side's proposal: the game master under gm_confirms; else the side of
    the model the step acts on, or, where it acts on none of another side's, any other side."""
    if policy_of(doc) == GM_CONFIRMS:
        return ["gm"]
    mine = _side(role)
    target = step.acted_on(state, params)
    if target is not None and target != mine:
        return [f"side:{target}"]
    return [f"side:{side}" for side in doc["sides"] if side != mine]


def propose(doc: dict, step: m.EncounterStep, params: Mapping[str, Any], role: str) -> Prepared:
    """The step as a public proposal: stored on the document, nothing logged or rolled."""
    proposal = {
        "id": secrets.token_hex(8),
        "step": step.name,
        "path": step.path,
        "params": dict(params),
        "claims": step.claimed(params),
        "proposer": role,
        "confirm": confirmers(doc, step, doc["state"], params, role),
        "policy": policy_of(doc),
        "created_at": now(),
    }
    new_doc = {**doc, "proposal": proposal}

    def respond(final: dict) -> Reply:
        body = {"status": "proposed", "proposal": proposal, "version": final["version"]}
        return Reply(202, body, etag_of(final["version"]))

    return Prepared(doc=new_doc, entry=None, respond=respond)


def live_change(before: Mapping[str, Any], after: Mapping[str, Any], entry) -> dict | None:
    """What the live updates say of a change to the open proposal: `open` when one is made,
    `withdrawn`, `rejected` or `accepted` when it closes (with `index`, the log entry that
    closed it: its rejection or its step), None when the change leaves it alone. A proposal
    that lapses with the reveal is told by the reveal itself."""
    old, new = before.get("proposal"), after.get("proposal")
    if new and (not old or old["id"] != new["id"]):
        return {"status": "open", "proposal": new, "index": None}
    if not old or new or after.get("revealed"):
        return None
    if entry is None:
        return {"status": "withdrawn", "proposal": old, "index": None}
    status = "rejected" if entry["step"] == REJECTED else "accepted"
    return {"status": status, "proposal": old, "index": entry["index"]}


def open_proposal(doc: Mapping[str, Any], proposal_id: str) -> dict:
    proposal = doc.get("proposal")
    if not proposal or proposal["id"] != proposal_id:
        raise EncounterError(
            409,
            "no_such_proposal",
            f"proposal {proposal_id} is not open on this encounter: it was accepted, "
            "rejected or withdrawn, or never made (the encounter shows the open one)",
        )
    return proposal


def check_answerer(proposal: Mapping[str, Any], role: str, verb: str) -> None:
    """Who may accept or reject: a confirming party, never the proposer (the game master
    may also reject any proposal, to end one nobody answers)."""
    if role == proposal["proposer"]:
        raise EncounterError(
            403,
            "own_proposal",
            f"a proposal cannot be {verb} by its own proposer: "
            f"{' or '.join(proposal['confirm'])} answers it (the proposer may withdraw it)",
        )
    if role in proposal["confirm"] or (verb == "rejected" and role == "gm"):
        return
    raise EncounterError(
        403,
        "forbidden",
        f"proposal {proposal['id']} is {' or '.join(proposal['confirm'])}'s to answer",
    )


def closing_entry(doc: dict, name: str, role: str, params: dict) -> tuple[dict, dict]:
    """A log entry without dice (a rejection, a dispute, a ruling), and the document after it."""
    index = doc["log_length"]
    entry = {
        "index": index,
        "step": name,
        "role": role,
        "time": now(),
        "params": params,
        "bound": None,
        "rolls": [],
        "outcome": {},
        "changes": [],
    }
    return entry, {**doc, "log_length": index + 1}


def reject_change(proposal_id: str, reason: str):
    def change(loaded, role: str) -> Prepared:
        _open_encounter(loaded.doc)
        proposal = open_proposal(loaded.doc, proposal_id)
        check_answerer(proposal, role, "rejected")
        params = {
            "proposal": proposal["id"],
            "step": proposal["step"],
            "params": proposal["params"],
            "proposer": proposal["proposer"],
            "reason": reason,
        }
        entry, doc = closing_entry(loaded.doc, REJECTED, role, params)
        doc["proposal"] = None
        return Prepared(doc=doc, entry=entry, respond=_logged(entry))

    return change


def withdraw_change(proposal_id: str):
    def change(loaded, role: str) -> Prepared:
        _open_encounter(loaded.doc)
        proposal = open_proposal(loaded.doc, proposal_id)
        if role != proposal["proposer"]:
            raise EncounterError(
                403, "forbidden", "only the proposer withdraws a proposal (the others reject it)"
            )
        doc = {**loaded.doc, "proposal": None}

        def respond(final: dict) -> Reply:
            body = {"status": "withdrawn", "proposal": proposal, "version": final["version"]}
            return Reply(200, body, etag_of(final["version"]))

        return Prepared(doc=doc, entry=None, respond=respond)

    return change


def _logged(entry: dict):
    def respond(final: dict) -> Reply:
        body = {
            "encounter_id": final["id"],
            "index": entry["index"],
            "step": entry["step"],
            "role": entry["role"],
            "params": entry["params"],
            "version": final["version"],
        }
        return Reply(200, body, etag_of(final["version"]))

    return respond


def _open_encounter(doc: Mapping[str, Any]) -> None:
    if doc.get("revealed"):
        raise EncounterError(
            409, "encounter_closed", "the encounter was revealed: it takes no more steps"
        )


# -- disputes


def _closes_dispute_of(disputed: Mapping[str, Any], later: Mapping[str, Any]) -> bool:
    """A step stays disputable until the next step of the model that acted in it; a step
    in which no model acted (initiative, orders), or one logged before entries named their
    model, until the next step of the same side."""
    if m.is_correction(later) or later["step"] in ENTRY_NAMES:
        return False
    if disputed.get("model") is not None:
        return later.get("model") == disputed["model"]
    return later.get("role") == disputed.get("role")


def dispute_change(log_index: int, reason: str, entries_after):
    """A side disputes logged step `log_index` (docs/encounters.md, "Disputes")."""

    def change(loaded, role: str) -> Prepared:
        _open_encounter(loaded.doc)
        refuse_while_open(loaded.doc, "a dispute")
        if _side(role) is None:
            raise EncounterError(
                403, "forbidden", "a side disputes, with its side token; the game master rules"
            )
        doc = loaded.doc
        if not 0 <= log_index < doc["log_length"]:
            raise EncounterError(
                422,
                "no_such_entry",
                f"log_index must name a logged step: 0 to {doc['log_length'] - 1}",
            )
        entries = entries_after(log_index, doc["log_length"])
        disputed = entries[0]
        if m.is_correction(disputed) or disputed["step"] in ENTRY_NAMES:
            raise EncounterError(
                422, "not_a_step", f"entry {log_index} is {disputed['step']}, not a step"
            )
        later = next((e for e in entries[1:] if _closes_dispute_of(disputed, e)), None)
        if later is not None:
            raise EncounterError(
                409,
                "dispute_too_late",
                f"entry {log_index} can no longer be disputed: "
                f"{disputed.get('model') or disputed.get('role')} took its next step since "
                f"(entry {later['index']})",
            )
        if any(e["step"] == DISPUTED and e["params"]["log_index"] == log_index for e in entries):
            raise EncounterError(409, "already_disputed", f"entry {log_index} is disputed already")
        params = {"log_index": log_index, "step": disputed["step"], "reason": reason}
        entry, new_doc = closing_entry(doc, DISPUTED, role, params)
        disputes = [*(doc.get("open_disputes") or []), entry["index"]]
        new_doc["open_disputes"] = disputes
        return Prepared(doc=new_doc, entry=entry, respond=_logged(entry))

    return change


def ruling_change(dispute_index: int, ruling: str, note: str):
    """The game master rules on an open dispute: `upheld` (a correction follows, as any
    correction: it never rewrites the logged roll) or `dismissed`."""

    def change(loaded, role: str) -> Prepared:
        _open_encounter(loaded.doc)
        if role != "gm":
            raise EncounterError(403, "forbidden", "the game master rules on a dispute")
        doc = loaded.doc
        if dispute_index not in (doc.get("open_disputes") or []):
            raise EncounterError(
                409,
                "no_such_dispute",
                f"entry {dispute_index} is not an open dispute "
                f"(open: {doc.get('open_disputes') or 'none'})",
            )
        params = {"dispute": dispute_index, "ruling": ruling, "note": note}
        entry, new_doc = closing_entry(doc, RULING, role, params)
        new_doc["open_disputes"] = [i for i in doc["open_disputes"] if i != dispute_index]
        return Prepared(doc=new_doc, entry=entry, respond=_logged(entry))

    return change


def listed(entries: list[dict]) -> list[dict]:
    """Every claim in the log with its author and who accepted it, and every rejection,
    dispute and ruling: what export and verify list (docs/encounters.md)."""
    found = []
    for entry in entries:
        if entry.get("claims") is not None:
            found.append(
                {
                    "index": entry.get("index"),
                    "step": entry.get("step"),
                    "role": entry.get("role"),
                    "claims": entry["claims"],
                }
            )
        elif entry.get("step") in ENTRY_NAMES:
            found.append(
                {
                    "index": entry.get("index"),
                    "step": entry.get("step"),
                    "role": entry.get("role"),
                    "params": entry.get("params"),
                }
            )
    return found
