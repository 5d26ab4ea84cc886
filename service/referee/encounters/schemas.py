"""Encounter API shapes: creation, the document, step answers, the log, verification, export.

Creation and the document are one-of by `system`: each rule system contributes its
own typed roster and state (marshmallow-oneofschema, documented as oneOf with a
discriminator so the SDKs get a typed union).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from marshmallow import ValidationError, fields, validate, validates_schema
from marshmallow_oneofschema import OneOfSchema

from referee.encounters import claims as cl
from referee.encounters import proof, seeds
from referee.encounters.live_poll import MAX_WAIT_S
from referee.encounters.model import EncounterSystem
from referee.odds.schemas import StepOdds
from referee.schemas import (
    BaseSchema,
    RollSchema,
    camel,
    closed,
    closest,
    late,
    rng_field,
    summary_field,
    system_field,
)

EXPORT_FORMATS = list(proof.FORMATS)
# The game master's roster corrections, as the log names them (routes.py).
CORRECTION_NAMES = ["gm.add_model", "gm.edit_model", "gm.remove_model"]


def encounter_sets(systems: Iterable[EncounterSystem]) -> dict[str, list[str]]:
    """The closed sets of the encounter API that its systems make up: every step's name (as
    the log names it), the sealed steps, the live-update event names. create_app gives them
    to the Api with the registry's systems; the fields below name them (`late`)."""
    all_steps = [step for system in systems for step in system.all_steps]
    steps = sorted({step.name for step in all_steps})
    sealed = sorted({step.name for step in all_steps if step.sealed is not None})
    return {
        "EncounterStepName": [*steps, *CORRECTION_NAMES, *cl.ENTRY_NAMES],
        "LiveSealedStep": [*sealed, "seeds"],
        "LiveEventName": [
            *steps,
            *cl.ENTRY_NAMES,
            "corrected",
            "sealed",
            cl.LIVE_EVENT,
            "revealed",
            "expired",
        ],
    }


def encounter_step_field(description: str = "The step's name.", **kwargs):
    """An encounter step's name as the log names it; corrections included."""
    return closed("EncounterStepName", late, description, **kwargs)


def correction_field(**kwargs):
    return closed(
        "CorrectionName", CORRECTION_NAMES, "The correction, e.g. `gm.edit_model`.", **kwargs
    )


def _check_client_seed(value: str) -> None:
    problem = seeds.client_seed_problem(value)
    if problem:
        raise ValidationError(problem)


class EncounterFields(BaseSchema):
    name = fields.String(
        load_default="",
        validate=validate.Length(max=200),
        metadata={"description": "A name for people."},
    )
    client_seed = fields.String(
        load_default="",
        validate=[validate.Length(max=128), _check_client_seed],
        metadata={
            "description": "Your contribution to the dice: step k rolls from seed "
            "server_seed:client_seed with label k, so the server cannot pick the dice "
            "alone. At most 128 bytes of UTF-8, without `|` or `=`. Each side may add its "
            "own seed later (POST .../seeds). " + seeds.COMBINATION
        },
    )
    claims_policy = closed(
        "ClaimsPolicy",
        list(cl.POLICIES),
        "Who must accept a side's claims (the facts of the table a step takes from the "
        "request: distances, cover, modifiers; each step's `x-referee-claims` lists them) "
        "before the dice roll. `trusted` (default): they stand as sent, and the log says "
        "who made them. `opponent_confirms`: a step whose claims are not neutral is a "
        "proposal (202) until the side of the model it acts on (else the other side) "
        "accepts it. `gm_confirms`: the same, and the game master accepts. "
        'docs/encounters.md, "Claims and consent".',
        load_default=cl.TRUSTED,
    )
    require_side_seeds = fields.Boolean(
        load_default=False,
        metadata={
            "description": "When true, every step that can roll dice is refused (409 "
            "`side_seeds_awaited`, naming the sides still awaited) until every side has "
            "sent its seed with POST /v1/encounters/{id}/seeds."
        },
    )
    waive_side_seeds = fields.Boolean(
        load_default=False,
        metadata={
            "description": "When true, the game master waives the side seeds for every side "
            "at creation: no side may send one (`side_seeds_open` is false from the start) and "
            "any side's step may roll the first die. When false (the default), a side's step "
            "or free roll that would roll the encounter's first die waits (409 "
            "`side_seeds_pending`) until every other side has sent its seed or the game "
            "master has rolled first. Not with require_side_seeds."
        },
    )


def system_id_field(system) -> fields.String:
    """The `system` of one system's encounters: the discriminator of the one-of shapes."""
    return closed(
        f"{camel(system.system)}SystemId", [system.system], "The rule system.", required=True
    )


def _create_schema(system) -> type[BaseSchema]:
    return type(
        f"{camel(system.system)}EncounterCreate",
        (EncounterFields, system.create_params),
        {
            "__doc__": f"A new {system.system} encounter.",
            "__module__": __name__,
            "system": system_id_field(system),
        },
    )


class EncounterCreateOneOf(OneOfSchema):
    """A new encounter, one of its systems' (`roster_schemas` names the systems)."""

    type_field = "system"
    type_field_remove = False
    type_schemas: dict[str, type[BaseSchema]] = {}

    def _load(self, data, **kwargs):
        # marshmallow-oneofschema's own words ("Unsupported value: urbanwar") name
        # neither the systems nor the closest one.
        if not isinstance(data, dict):
            raise ValidationError({"_schema": ["the body must be a JSON object"]})
        system = data.get(self.type_field)
        if not isinstance(system, str) or system not in self.type_schemas:
            raise ValidationError({self.type_field: [self._unknown_system(system)]})
        return super()._load(data, **kwargs)

    def _unknown_system(self, system) -> str:
        systems = ", ".join(sorted(self.type_schemas))
        if system is None:
            return f"system is required: one of {systems}"
        if not isinstance(system, str):
            return f"system must be text: one of {systems}"
        close = closest(system, list(self.type_schemas))
        hint = f"; did you mean {close}?" if close else ""
        return f"system must be one of {systems}, not {system!r}{hint}"


class UnresolvedPart(BaseSchema):
    """A sealed part that was still waiting for the others' when the encounter was revealed."""

    step = encounter_step_field("The sealed step, e.g. `orders`.", required=True)
    part = fields.String(required=True, metadata={"description": "Whose part: a side, a model."})
    given_by = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The token that gave it: `gm` or `side:<side>`."},
    )
    params = fields.Dict(required=True, metadata={"description": "What was given."})


def unresolved_parts_field() -> fields.List:
    return fields.List(
        fields.Nested(UnresolvedPart),
        metadata={
            "description": "After the reveal: the sealed parts that no step resolved (the "
            "others' never came), published with everything else that was sealed."
        },
    )


HASH_HEX = {"pattern": "^[0-9a-f]{64}$"}
HEAD_HASH = (
    "The log's head: the SHA-256 (hex) of the last entry's canonical JSON (RFC 8785, "
    "without `hidden` and `head_hash`), the seed commitment while the log is empty "
    "(docs/encounters.md, The record is proof)."
)


class Signature(BaseSchema):
    """An Ed25519 signature of a record's canonical JSON (RFC 8785) by the service."""

    alg = closed("SignatureAlgorithm", ["EdDSA"], "Always `EdDSA` (Ed25519).", required=True)
    kid = fields.String(
        required=True,
        metadata={"description": "The key's id in GET /.well-known/jwks.json (RFC 7638)."},
    )
    signature = fields.String(required=True, metadata={"description": "base64url, no padding."})


class Signatures(BaseSchema):
    commitment = fields.Nested(
        Signature,
        required=True,
        metadata={"description": "Signed at creation: the encounter committed to its seed."},
    )
    record = fields.Nested(
        Signature,
        metadata={"description": "Signed at the reveal: the seeds, the log's head, the version."},
    )


class Jwk(BaseSchema):
    """One public key (RFC 7517, RFC 8037): Ed25519, named by its RFC 7638 thumbprint."""

    kty = closed("JwkKeyType", ["OKP"], "Always `OKP`.", required=True)
    crv = closed("JwkCurve", ["Ed25519"], "Always `Ed25519`.", required=True)
    x = fields.String(required=True, metadata={"description": "The public key, base64url."})
    kid = fields.String(required=True, metadata={"description": "Its RFC 7638 thumbprint."})
    alg = closed("SignatureAlgorithm", ["EdDSA"], "Always `EdDSA`.", required=True)
    use = closed("JwkUse", ["sig"], "Always `sig`.", required=True)


class KeySet(BaseSchema):
    keys = fields.List(
        fields.Nested(Jwk),
        required=True,
        metadata={"description": "The current key first, then the retired ones."},
    )


def head_hash_field(description: str = HEAD_HASH, **kwargs):
    return fields.String(metadata={"description": description, **HASH_HEX}, **kwargs)


def signatures_field():
    return fields.Nested(
        Signatures,
        metadata={
            "description": "The service's signatures (encounters created before signing "
            "have none): check them against GET /.well-known/jwks.json or POST /v1/verify."
        },
    )


class EncounterBase(BaseSchema):
    id = fields.String(required=True, metadata={"description": "128-bit id, hex."})
    name = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "Also the ETag."})
    created_at = fields.String(required=True)
    updated_at = fields.String(required=True)
    seed_commitment = fields.String(
        required=True, metadata={"description": "sha256 (hex) of the secret server seed."}
    )
    client_seed = fields.String(required=True)
    server_seed = fields.String(
        required=True, allow_none=True, metadata={"description": "Null until revealed."}
    )
    revealed = fields.Boolean(required=True)
    sides = fields.List(fields.String(), required=True)
    log_length = fields.Integer(required=True)
    log_bytes = fields.Integer(
        metadata={
            "description": "The bytes the log holds (its entries as stored). An encounter holds "
            "at most 32 MiB by default: a step is refused (413 `encounter_too_large`) when "
            "one more step could pass it. Absent before the first entry."
        }
    )
    expires_at = fields.String(
        metadata={
            "description": "When the encounter expires if nothing changes it (UTC, ISO 8601). "
            "Each change moves it to 7 days after the change (by default), but never past 30 "
            "days after the creation; shown when reading the encounter and at creation."
        }
    )
    # Not required: encounters created before rules versions have none.
    rules_versions = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(),
        metadata={
            "description": "The rules versions the encounter was created with, by rule system "
            "(its game's and `dice` for free rolls; docs/rules/versions.md). Each log entry "
            "names the version that resolved it."
        },
    )
    require_side_seeds = fields.Boolean(
        metadata={"description": "Steps that can roll dice wait for every side's seed."}
    )
    waive_side_seeds = fields.Boolean(
        metadata={
            "description": "The game master waived the side seeds at creation: no side "
            "sends one, and no side's roll waits for another's (absent: not waived)."
        }
    )
    side_seeds_contributed = fields.List(
        fields.String(),
        metadata={
            "description": "The sides that sent their seed, in roster order (never the seed)."
        },
    )
    side_seed_max = fields.Integer(
        metadata={
            "description": "How many characters each side's seed may have here: 64, or less "
            "where the client_seed and the sides' names leave the dice's 256-byte seed less "
            "room (what is left is shared equally among the sides)."
        }
    )
    side_seeds_open = fields.Boolean(
        metadata={"description": "Whether sides may still send a seed: until the first die."}
    )
    side_seeds = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        allow_none=True,
        metadata={
            "description": "side -> the seed it sent; null until revealed. " + seeds.COMBINATION
        },
    )
    unresolved_parts = unresolved_parts_field()
    claims_policy = closed(
        "ClaimsPolicy",
        list(cl.POLICIES),
        "Who accepts a side's claims before the dice (none: `trusted`, an encounter "
        "created before claims policies).",
    )
    proposal = fields.Nested(
        "Proposal",
        allow_none=True,
        metadata={"description": "The open proposal, which every other change waits for; null."},
    )
    unresolved_proposal = fields.Nested(
        "Proposal",
        metadata={"description": "A proposal still open when the encounter was revealed."},
    )
    open_disputes = fields.List(
        fields.Integer(),
        metadata={"description": "The log indexes of the disputes awaiting the GM's ruling."},
    )
    head_hash = head_hash_field()
    signatures = signatures_field()
    next_steps = fields.List(
        fields.Nested(lambda: NextStep()),
        metadata={
            "description": "What applies now, from the state and each step's declaration "
            "(the phase, the acting model, the actions taken, the sealed parts awaited): a "
            "step left out would be refused with a 409 now. Empty once revealed. In the "
            "answers of GET and of the creation; the export leaves it out."
        },
    )


class NextStep(BaseSchema):
    """One step that applies now, and who may take it."""

    step = encounter_step_field(required=True)
    path = fields.String(
        required=True,
        metadata={
            "description": "Its route under the encounter: `/v1/encounters/{id}/<system>/<path>` "
            "(`roll` for the free roll, `/v1/encounters/{id}/roll`)."
        },
    )
    who = fields.List(
        fields.String(),
        required=True,
        metadata={
            "description": "Who may take it now: `gm` and `side:<name>`, each with its own token."
        },
    )
    awaited = fields.List(
        fields.String(),
        metadata={"description": "A sealed step: the parts still awaited (each a side)."},
    )
    description = fields.String(
        required=True, metadata={"description": "What the step does, in a player's words."}
    )


def _document_schema(system) -> type[BaseSchema]:
    return type(
        f"{camel(system.system)}Encounter",
        (EncounterBase,),
        {
            "__module__": __name__,
            "system": system_id_field(system),
            "state": fields.Nested(system.state_schema, required=True),
        },
    )


class EncounterOneOf(OneOfSchema):
    """An encounter document, one of its systems' (`roster_schemas` names the systems)."""

    type_field = "system"
    type_field_remove = False
    type_schemas: dict[str, type[BaseSchema]] = {}

    def get_obj_type(self, obj):
        return obj["system"]


class EncounterCreatedBase(BaseSchema):
    gm_token = fields.String(
        required=True,
        metadata={
            "description": "The game master's bearer token: every change is allowed with it. "
            "Shown once."
        },
    )
    side_tokens = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        required=True,
        metadata={
            "description": "side -> bearer token that acts for that side's models. Shown once."
        },
    )


class Change(BaseSchema):
    path = fields.String(required=True, metadata={"description": "e.g. `models.r1.wounds`."})
    from_ = fields.Raw(required=True, allow_none=True, data_key="from")
    to = fields.Raw(required=True, allow_none=True)


class AlwaysNull(fields.Raw):
    """A field that is always null, and says so in the spec (no free string to guess at)."""

    def __init__(self, **kwargs):
        super().__init__(allow_none=True, **kwargs)

    def openapi(self, converter) -> dict:
        return {"type": "null"}


class StepAnswerBase(BaseSchema):
    encounter_id = fields.String(required=True)
    index = fields.Integer(required=True, metadata={"description": "The step's place in the log."})
    system = system_field(required=True)
    step = encounter_step_field(required=True)
    role = fields.String(required=True, metadata={"description": "`gm` or `side:<name>`."})
    # Every step answer carries system, step, seed, rng, rolls and outcome; an encounter's
    # seed is the one thing it may not show before the reveal.
    seed = AlwaysNull(
        required=True,
        metadata={
            "description": "Always null on an encounter: its dice's seed is "
            "`<server_seed>:<client_seed>` with `label`, and server_seed stays secret until the "
            "game master reveals the encounter (`seed_commitment` is its sha256)."
        },
    )
    rng = rng_field(
        "`referee-dice-v1`: an encounter's dice always come from its seeds.", required=True
    )
    label = fields.String(
        required=True, metadata={"description": "The dice stream's label: str(index)."}
    )
    seed_commitment = fields.String(required=True)
    rolls = fields.List(fields.Nested(RollSchema), required=True)
    # Always sent; not required, so that an answer saved before summaries still reads.
    summary = summary_field(required=False)
    changes = fields.List(fields.Nested(Change), required=True)
    version = fields.Integer(required=True)


def step_answer_schema(system, step) -> type[BaseSchema]:
    """The answer of a step on an encounter; `system` None for a step every system has."""
    prefix = camel(system.system) if system is not None else ""
    return type(
        f"{prefix}Encounter{camel(step.path)}Answer",
        (StepAnswerBase,),
        {
            "__module__": __name__,
            "outcome": fields.Nested(step.outcome, required=True),
            "odds": fields.Nested(
                StepOdds,
                allow_none=True,
                metadata={
                    "description": "Only with `?odds=true`: the exact odds of this roll "
                    "for the state it was made in; null for turn events, which roll "
                    "nothing."
                },
            ),
        },
    )


class Proposal(BaseSchema):
    """A step whose claims wait for consent (docs/encounters.md, "Claims and consent")."""

    id = fields.String(required=True, metadata={"description": "Name it to answer it."})
    step = encounter_step_field(required=True)
    path = fields.String(required=True, metadata={"description": "The step's route."})
    params = fields.Dict(required=True, metadata={"description": "The step as proposed."})
    claims = fields.Dict(
        required=True, metadata={"description": "Its claims, as sent (x-referee-claims)."}
    )
    proposer = fields.String(required=True, metadata={"description": "`side:<name>`."})
    confirm = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "Who may accept it (`side:<name>` or `gm`): any one of them."},
    )
    policy = closed("ClaimsPolicy", list(cl.POLICIES), required=True)
    created_at = fields.String(required=True)


class AcceptedAnswer(StepAnswerBase):
    """The accepted proposal's step, answered as the step's own route answers it."""

    outcome = fields.Dict(
        required=True, metadata={"description": "The step's outcome, as its route describes it."}
    )


class ProposalAnswer(BaseSchema):
    """202: the step is a proposal; nothing was rolled or logged."""

    status = closed(
        "ProposalStatus",
        ["proposed", "withdrawn"],
        "`proposed`: it waits for consent; `withdrawn`: its proposer took it back.",
        required=True,
    )
    proposal = fields.Nested(Proposal, required=True)
    version = fields.Integer(required=True)


class AcceptBody(BaseSchema):
    claims = fields.Dict(
        keys=fields.String(),
        load_default=dict,
        metadata={
            "description": "Your own claims on the model the step acts on (those of its "
            "`x-referee-claims` with `owner: target`, e.g. the defender's modifier), which "
            "the proposer may not make; the proposer's claims stay as proposed. Logged as "
            "`confirmer_claims`, made by you."
        },
    )


class RejectBody(BaseSchema):
    reason = fields.String(
        required=True,
        validate=validate.Length(1, 500),
        metadata={"description": "Why, in the players' words: logged."},
    )


class DisputeBody(BaseSchema):
    log_index = fields.Integer(
        required=True,
        strict=True,
        validate=validate.Range(0),
        metadata={"description": "The logged step disputed."},
    )
    reason = fields.String(required=True, validate=validate.Length(1, 500))


class RulingBody(BaseSchema):
    ruling = closed(
        "DisputeRuling",
        list(cl.RULINGS),
        "`upheld`: the dispute stands, and the game master's correction follows (the logged "
        "roll is never rewritten); `dismissed`: the step stands.",
        required=True,
    )
    note = fields.String(load_default="", validate=validate.Length(max=500))


class ClaimsEntryAnswer(BaseSchema):
    """A log entry without dice: a rejected proposal, a dispute or a ruling."""

    encounter_id = fields.String(required=True)
    index = fields.Integer(required=True)
    step = encounter_step_field(required=True)
    role = fields.String(required=True)
    params = fields.Dict(required=True)
    version = fields.Integer(required=True)


class ClaimsRecord(BaseSchema):
    """What an entry claimed and who accepted it, or a rejection, dispute or ruling."""

    index = fields.Integer(required=True)
    step = encounter_step_field(required=True)
    role = fields.String(required=True)
    claims = fields.Dict(
        metadata={
            "description": "values (each claim as sent), made_by, accepted_by (`trusted`, "
            "`neutral`, `gm` or `side:<name>`) and the proposal it came from."
        }
    )
    params = fields.Dict(metadata={"description": "A rejection's, dispute's or ruling's."})


CLAIMS_LISTED = {
    "description": "Every claim in the log with who made and who accepted it, and every "
    "rejected proposal, dispute and ruling, oldest first."
}


class SealedWaiting(BaseSchema):
    status = closed(
        "SealedStatus", ["waiting"], "`waiting`: the other parts are awaited.", required=True
    )
    step = encounter_step_field(required=True)
    submitted = fields.List(fields.String(), required=True)
    waiting_for = fields.List(fields.String(), required=True)
    version = fields.Integer(required=True)


class CorrectionAnswer(BaseSchema):
    encounter_id = fields.String(required=True)
    index = fields.Integer(required=True)
    step = correction_field(required=True)
    summary = summary_field("What the correction did, in a sentence.", required=False)
    changes = fields.List(fields.Nested(Change), required=True)
    version = fields.Integer(required=True)


class LogEntry(BaseSchema):
    index = fields.Integer(required=True)
    step = encounter_step_field(required=True)
    role = fields.String(required=True)
    time = fields.String(required=True)
    params = fields.Dict(required=True, metadata={"description": "The request as sent."})
    bound = fields.Dict(
        required=True,
        allow_none=True,
        metadata={
            "description": "The rules' parameters, read from the state: what verify recomputes."
        },
    )
    rolls = fields.List(fields.Nested(RollSchema), required=True)
    outcome = fields.Dict(required=True)
    summary = summary_field(
        "What happened, in sentences a player reads (see a step answer's `summary`). Logged "
        "with the entry since 2026-12-03, so the hash chain covers it; an entry logged "
        "before has none in the export, and GET .../log says it from the entry.",
        required=False,
    )
    changes = fields.List(fields.Nested(Change), required=True)
    # Not required: corrections resolve no rules, and entries logged before versions have
    # none (verify takes the version that was in force at their `time`).
    model = fields.String(
        metadata={
            "description": "The model that acted in the step, where one did: a dispute of "
            "the step stays open until that model's next step."
        }
    )
    rules_version = fields.Integer(
        metadata={
            "description": "The rules version that resolved the step (docs/rules/versions.md): "
            "its game's, or dice notation's for a free roll. Verify recomputes it with that "
            "version."
        }
    )
    hidden = fields.Dict(metadata={"description": "Sealed choices: `sealed` until revealed."})
    given_by = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={
            "description": "Sealed steps: who gave each part (`gm` or `side:<name>`), by part."
        },
    )
    claims = fields.Dict(
        metadata={
            "description": "A step that declares claims: `values` (each claim as sent), "
            "`made_by`, `accepted_by` (`trusted`, `neutral`, `gm` or `side:<name>`) and, "
            "when it was proposed first, `proposal`."
        }
    )
    prev_hash = head_hash_field(
        "The previous entry's hash (the seed commitment for entry 0): what chains the log."
    )
    hidden_hash = head_hash_field(
        "Sealed steps: HMAC-SHA256 keyed with the server seed over the canonical JSON of "
        '{"index": <index>, "hidden": <hidden>}, so the hash holds before the reveal.'
    )
    head_hash = head_hash_field(
        "Live updates only: this entry's own hash, the log's head once it is logged."
    )


MAX_LOG_PAGE = 1_000_000


class LogQuery(BaseSchema):
    page = fields.Integer(
        load_default=1,
        validate=validate.Range(
            1, MAX_LOG_PAGE, error=f"page is a whole number from 1 to {MAX_LOG_PAGE:,}"
        ),
        metadata={"description": "1 is the oldest page; a page past the end is empty."},
    )
    page_size = fields.Integer(
        load_default=100,
        validate=validate.Range(1, 1000, error="page_size is a whole number from 1 to 1,000"),
    )
    after = fields.Integer(
        validate=validate.Range(-1, None, error="after is a log index: a whole number from -1"),
        metadata={
            "description": "Long-poll (live updates without a stream): the entries after this "
            "log index (-1: from the first), at most `page_size`, each as the live stream sends "
            "it, with `version`, `sealed` and, at the end, `revealed`. Takes the place of `page`."
        },
    )
    wait = fields.Integer(
        load_default=0,
        validate=validate.Range(
            0, MAX_WAIT_S, error=f"wait is a whole number of seconds from 0 to {MAX_WAIT_S}"
        ),
        metadata={
            "description": f"With `after`: when nothing follows that index yet, wait up to this "
            f"many seconds (at most {MAX_WAIT_S}) for something to, then answer (empty if "
            "nothing came). Answers as soon as an entry is logged, a sealed part arrives or "
            "the encounter is revealed."
        },
    )
    version = fields.Integer(
        validate=validate.Range(1, None, error="version is a whole number from 1"),
        metadata={
            "description": "With `after`: the `version` of your last answer; if the encounter "
            "has changed since (a sealed part arrived), the answer comes at once."
        },
    )

    @validates_schema
    def _with_after(self, data, **kwargs):
        for name in ("version", "wait"):
            if data.get(name) and "after" not in data:
                raise ValidationError(f"{name} goes with after (the long-poll)", name)


class LogPage(BaseSchema):
    entries = fields.List(fields.Nested(LogEntry), required=True)
    total = fields.Integer(required=True)
    page = fields.Integer(
        required=True, metadata={"description": "The page; 1 when asked with `after`."}
    )
    page_size = fields.Integer(required=True)
    version = fields.Integer(
        metadata={
            "description": "With `after` only: the encounter's version when read; send it back "
            "as `version` with the next request."
        }
    )
    sealed = fields.List(
        fields.Nested("LiveSealed"),
        metadata={
            "description": "With `after` only: each sealed step that has some of its parts, "
            "who gave one and who is still awaited (never what), as the live stream's `sealed` "
            "event says it; told once the entries reach the end of the log, empty otherwise."
        },
    )
    revealed = fields.Nested(
        "Revealed",
        metadata={
            "description": "With `after` only, once the encounter is revealed and the entries "
            "reach the end of the log: what the reveal published. Nothing follows it."
        },
    )
    proposal = fields.Nested(
        "Proposal",
        allow_none=True,
        metadata={
            "description": "With `after` only: the proposal open once the entries reach the end "
            "of the log (null when none is), as the live stream's `proposal` event tells it."
        },
    )


class Revealed(BaseSchema):
    encounter_id = fields.String(required=True)
    revealed = fields.Boolean(required=True)
    server_seed = fields.String(required=True)
    seed_commitment = fields.String(required=True)
    client_seed = fields.String(required=True)
    side_seeds = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={"description": "side -> the seed it sent (only the sides that sent one)."},
    )
    combined_client_seed = fields.String(
        metadata={
            "description": "The client seed the dice used: step k rolls from "
            "server_seed:combined_client_seed with label k. " + seeds.COMBINATION
        }
    )
    unresolved_parts = unresolved_parts_field()
    version = fields.Integer(required=True)
    head_hash = head_hash_field()
    signatures = signatures_field()


def _check_seed(value) -> None:
    problem = seeds.seed_problem(value)
    if problem:
        raise ValidationError(problem)


class SideSeed(BaseSchema):
    seed = fields.String(
        required=True,
        validate=_check_seed,
        metadata={
            "description": f"1 to {seeds.SEED_MAX} plain ASCII letters, digits, spaces and "
            "punctuation, except `|` and `=` (at most the encounter's `side_seed_max`). "
            "Sealed until the encounter is revealed.",
            "minLength": 1,
            "maxLength": seeds.SEED_MAX,
            "pattern": "^[ -<>-{}~]+$",
        },
        error_messages={
            "required": 'send your side\'s seed as {{"seed": "..."}}',
            "null": "the seed must be text, not null",
            "invalid": "the seed must be text",
        },
    )


class SideSeedAnswer(BaseSchema):
    encounter_id = fields.String(required=True)
    side = fields.String(required=True, metadata={"description": "The side whose seed this is."})
    side_seeds_contributed = fields.List(
        fields.String(), required=True, metadata={"description": "Every side that sent one."}
    )
    awaited = fields.List(
        fields.String(), required=True, metadata={"description": "The sides yet to send one."}
    )
    version = fields.Integer(required=True)


class Mismatch(BaseSchema):
    index = fields.Integer(required=True)
    step = encounter_step_field(
        "The entry's step; null where the log ends early.", required=True, allow_none=True
    )
    field = fields.String(required=True, metadata={"description": "e.g. `rolls.2`, `outcome`."})
    recomputed = fields.Raw(required=True, allow_none=True)
    logged = fields.Raw(required=True, allow_none=True)


class Correction(BaseSchema):
    """A game-master correction, as verify and export list them."""

    index = fields.Integer(required=True, metadata={"description": "Its place in the log."})
    step = correction_field(required=True)
    params = fields.Dict(required=True, metadata={"description": "The correction as sent."})
    changes = fields.List(
        fields.Nested(Change), required=True, metadata={"description": "What it changed."}
    )


CORRECTIONS = {
    "description": "Every game-master correction in the log, oldest first. They roll "
    "nothing, so verify shows them rather than recomputing them."
}


class SignatureCheck(BaseSchema):
    ok = fields.Boolean(required=True)
    kid = fields.String(required=True, allow_none=True)
    problem = fields.String(
        required=True, allow_none=True, metadata={"description": "Why it fails; null if ok."}
    )


class SignatureChecks(BaseSchema):
    commitment = fields.Nested(SignatureCheck, required=True)
    record = fields.Nested(SignatureCheck, required=True)


class Failure(BaseSchema):
    """The first point where the record fails, in the order docs/encounters.md gives."""

    check = closed(
        "VerifyFailureCheck",
        ["commitment", "signature", "recompute", "chain", "log_length"],
        "What failed: the seed commitment, a signature, an entry's recomputation (index, "
        "rolls, outcome, bound), the hash chain (prev_hash, hidden_hash, head_hash) or "
        "the log's length.",
        required=True,
    )
    index = fields.Integer(
        required=True, allow_none=True, metadata={"description": "The log entry; null if none."}
    )
    step = fields.String(required=True, allow_none=True)
    field = fields.String(required=True)
    recomputed = fields.Raw(required=True, allow_none=True)
    logged = fields.Raw(required=True, allow_none=True)
    detail = fields.String(required=True, allow_none=True)


class Verification(BaseSchema):
    ok = fields.Boolean(
        required=True,
        metadata={"description": "Every check passed (for v2: the chain and signatures too)."},
    )
    format = closed(
        "ExportFormat",
        EXPORT_FORMATS,
        "The format checked: `referee-encounter-v2` has the chain and the signatures.",
    )
    commitment_ok = fields.Boolean(
        required=True, metadata={"description": "sha256(server_seed) matches."}
    )
    entries = fields.Integer(required=True, allow_none=True)
    steps_recomputed = fields.Integer(required=True, allow_none=True)
    first_mismatch = fields.Nested(Mismatch, required=True, allow_none=True)
    chain_ok = fields.Boolean(
        allow_none=True,
        metadata={"description": "The hash chain and its head hold; null for v1 (no chain)."},
    )
    head_hash = head_hash_field("The head recomputed from the log; null for v1.", allow_none=True)
    signatures = fields.Nested(
        SignatureChecks,
        allow_none=True,
        metadata={"description": "Each signature checked against the service's keys; null for v1."},
    )
    signed = fields.Boolean(
        metadata={"description": "Both signatures are the service's: the record is authentic."}
    )
    first_failure = fields.Nested(Failure, allow_none=True)
    corrections = fields.List(fields.Nested(Correction), required=True, metadata=CORRECTIONS)
    claims = fields.List(fields.Nested(ClaimsRecord), metadata=CLAIMS_LISTED)


class ExportBase(BaseSchema):
    format = closed(
        "ExportFormat",
        EXPORT_FORMATS,
        "The export's format: `referee-encounter-v2` (since 2026-12-01: each log entry's "
        "`prev_hash`, the encounter's `head_hash` and `signatures`); "
        "`referee-encounter-v1` before it, and for encounters created before it.",
        required=True,
    )
    log = fields.List(fields.Nested(LogEntry), required=True)
    # Not required: exports written before corrections were listed have none, and
    # still verify (the corrections are in the log too).
    corrections = fields.List(fields.Nested(Correction), metadata=CORRECTIONS)
    claims = fields.List(fields.Nested(ClaimsRecord), metadata=CLAIMS_LISTED)


class EventsQuery(BaseSchema):
    after = fields.Integer(
        load_default=-1,
        validate=validate.Range(-1, None, error="after is a log index: a whole number from -1"),
        metadata={
            "description": "Send the entries after this log index (default -1: the whole log "
            "from the start, then what follows). A `Last-Event-ID` header, which a "
            "reconnecting EventSource sends, takes precedence."
        },
    )


class LiveSealed(BaseSchema):
    """A sealed part (or a side seed) arrived: who gave one and who is awaited, never what."""

    step = closed(
        "LiveSealedStep",
        late,
        "The sealed step, or `seeds` for the side seeds.",
        required=True,
    )
    submitted = fields.List(fields.String(), required=True)
    waiting_for = fields.List(fields.String(), required=True)
    head_hash = head_hash_field()


class LiveProposal(BaseSchema):
    """The `proposal` event's data: a proposal opened, or closed (docs/encounters.md,
    "Claims and consent"). A notice beside the log: it has no id and takes no log index."""

    status = closed(
        "LiveProposalStatus", ["open", "withdrawn", "rejected", "accepted"], required=True
    )
    proposal = fields.Nested("Proposal", required=True)
    index = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "The log entry that closed it (its `claims.rejected` entry, or its "
            "accepted step, which the stream sends just before); null when opened or withdrawn."
        },
    )
    head_hash = head_hash_field()


class LiveExpired(BaseSchema):
    """The `expired` event's data: the encounter expired while the stream was open."""

    encounter_id = fields.String(required=True)
    detail = fields.String(required=True, metadata={"description": "What happened, in words."})


class LiveData(fields.Raw):
    """An event's `data`: a log entry, a sealed part's arrival, the reveal, or the expiry."""

    def openapi(self, converter) -> dict:
        return {
            "oneOf": [
                converter.resolve_nested_schema(LogEntry),
                converter.resolve_nested_schema(LiveSealed),
                converter.resolve_nested_schema(LiveProposal),
                converter.resolve_nested_schema(Revealed),
                converter.resolve_nested_schema(LiveExpired),
            ]
        }


class LiveEvent(BaseSchema):
    """One Server-Sent Event of GET /v1/encounters/{id}/events, as its fields."""

    id = fields.Integer(
        metadata={
            "description": "The entry's log index (the SSE `id:` field); only on log entries. "
            "Send the last one you received as `Last-Event-ID` to resume."
        }
    )
    event = closed(
        "LiveEventName",
        late,
        "The SSE `event:` field: a step's name (e.g. `shooting`) for a logged step, "
        "`corrected` for a game-master correction (data: its log entry), `sealed` when a "
        "sealed part or a side seed arrives (data: LiveSealed), `proposal` when a proposal "
        "opens, is withdrawn, rejected or accepted (data: LiveProposal; no id), `revealed` at "
        "the reveal "
        "(data: Revealed; the stream ends after it), `expired` when the encounter expires "
        "while the stream is open (data: `encounter_id`, `detail`; the stream ends after it).",
        required=True,
    )
    data = LiveData(
        required=True,
        metadata={"description": "The SSE `data:` field, one line of JSON."},
    )


@dataclass(frozen=True)
class RosterSchemas:
    """The encounter shapes that are one of the systems': creation, the document, what
    creation answers and the export. Built by `roster_schemas` for the systems the app
    serves; every other shape here is the same for any system."""

    create: type[OneOfSchema]
    encounter: type[OneOfSchema]
    created: type[BaseSchema]
    export: type[BaseSchema]


def _with_encounter(
    name: str, base: type[BaseSchema], nested: fields.Nested, first: bool
) -> type[BaseSchema]:
    """`base`'s fields with `encounter` first, or second (after an export's `format`), as
    the spec has always listed them."""
    declared = dict(base._declared_fields)
    keys = list(declared)
    at = 0 if first else 1
    ordered = {k: declared[k] for k in keys[:at]}
    ordered["encounter"] = nested
    ordered.update({k: declared[k] for k in keys[at:]})
    return type(name, (BaseSchema,), {"__module__": __name__, "__doc__": base.__doc__, **ordered})


def roster_schemas(systems: tuple[EncounterSystem, ...]) -> RosterSchemas:
    """The one-of shapes for `systems` (the registry's, handed down by create_app)."""
    creates = {system.system: _create_schema(system) for system in systems}
    documents = {system.system: _document_schema(system) for system in systems}
    create = type(
        "EncounterCreate",
        (EncounterCreateOneOf,),
        {"__module__": __name__, "type_schemas": creates},
    )
    encounter = type(
        "Encounter", (EncounterOneOf,), {"__module__": __name__, "type_schemas": documents}
    )
    nested = fields.Nested(encounter, required=True)
    created = _with_encounter("EncounterCreated", EncounterCreatedBase, nested, first=True)
    export = _with_encounter("Export", ExportBase, nested, first=False)
    return RosterSchemas(create, encounter, created, export)
