"""The proof routes: POST /v1/verify (any export, no stored encounter, no token) and
GET /.well-known/jwks.json (the keys that check the service's signatures).

docs/encounters.md, "The record is proof". POST /v1/verify is open to anyone (with an API
key where keys are on, rate limited like every route), so its cost is bounded: its body has
its own limit, sized to the largest encounter this server keeps (`verify_max_bytes`), and
its log at most the server's `max_log_entries` entries, each recomputed once.
"""

from __future__ import annotations

import functools

from flask import request

from referee.api import Blueprint
from referee.config import Settings
from referee.encounters import schemas as s
from referee.encounters.replies import EncounterError, Reply
from referee.encounters.routes import _json, service
from referee.errors import problem
from referee.schemas import closest

# What one log entry of an export takes, at most on average: a 200-step fight exports to
# about 400 KB (2 KB an entry), a wordy one (many changes, sealed parts) to twice that.
ENTRY_BYTES = 4 * 1024
# The encounter document itself: a 200-model roster and its state.
DOCUMENT_BYTES = 1024 * 1024
ANYONE = "anyone (with an API key where keys are on)"


EXPORT_MEMBERS = ("format", "encounter", "log", "corrections", "claims")


def _unknown_members(export) -> dict[str, list[str]]:
    """A member an export never has, most likely a misspelt one, named with a suggestion."""
    if not isinstance(export, dict):
        return {}
    found = {}
    for key in export:
        if key not in EXPORT_MEMBERS:
            close = closest(str(key), EXPORT_MEMBERS)
            hint = (
                f"; did you mean {close}?"
                if close
                else "; an export has " + ", ".join(EXPORT_MEMBERS)
            )
            found[str(key)] = [f"unknown field{hint}"]
    return found


def verify_max_bytes(settings: Settings) -> int:
    """POST /v1/verify's body limit: REFEREE_VERIFY_MAX_BYTES, or room for the largest
    encounter this server keeps (41 MiB with the default 10,000 log entries)."""
    return settings.verify_max_bytes or DOCUMENT_BYTES + settings.max_log_entries * ENTRY_BYTES


VERIFY_SUMMARY = "Verify an export document without a stored encounter or a token."
VERIFY_DESCRIPTION = """Send an export as GET /v1/encounters/{id}/export wrote it
(`referee-encounter-v2`, or `referee-encounter-v1` from before 2026-12-01), after the reveal.
The answer is what GET /v1/encounters/{id}/verify answers: the seed commitment, every roll
and outcome recomputed with the rules, the corrections and the first mismatch; for v2 also the hash
chain of the log (each `prev_hash`, each sealed step's `hidden_hash`, the `head_hash`) and
both signatures, checked against this server's keys (GET /.well-known/jwks.json, retired
keys included). `first_failure` names the first point where the export fails. A forged
export is answered 200 with `ok: false`; a document that is not an export is a 422.

The body may be larger than other requests': up to the server's verify limit (by default
1 MiB plus 4 KiB per log entry the server allows, 41 MiB; `REFEREE_VERIFY_MAX_BYTES`); a
log longer than the server's `max_log_entries` is refused (413), since no encounter of this
server could have written it.

Who may call it: anyone (with an API key where keys are on); no token is needed."""


def blueprint() -> Blueprint:
    blp = Blueprint(
        "proof",
        __name__,
        description="Proof of the record: verify any export, and the service's public keys.",
    )

    @blp.route("/v1/verify", methods=["POST"])
    @blp.doc(
        operationId="verify_export",
        summary=VERIFY_SUMMARY,
        description=VERIFY_DESCRIPTION,
        requestBody={
            "required": True,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Export"}}},
        },
        **{"x-referee-actor": ANYONE},
    )
    @blp.response(200, s.Verification)
    @functools.partial(blp.common_errors, statuses=(*blp.COMMON_ERRORS, 422))
    def verify_export():
        settings = service().settings
        request.max_content_length = verify_max_bytes(settings)
        export = request.get_json(force=True, silent=False)
        unknown = _unknown_members(export)
        if unknown:
            return problem(
                422,
                "the export has members no export has: " + ", ".join(sorted(unknown)),
                code="validation_error",
                errors=unknown,
            )
        log = export.get("log") if isinstance(export, dict) else None
        if isinstance(log, list) and len(log) > settings.max_log_entries:
            raise EncounterError(
                413,
                "log_too_long",
                f"the export's log has {len(log):,} entries; an encounter of this server "
                f"holds at most {settings.max_log_entries:,}, so this one cannot be its own",
            )
        return _json(Reply(200, service().verify_export(export)))

    @blp.route("/.well-known/jwks.json", methods=["GET"])
    @blp.doc(operationId="signing_keys", **{"x-referee-actor": "anyone"})
    @blp.response(200, s.KeySet)
    def jwks():
        """The public keys that check the service's signatures, as a JWK set (RFC 7517).

        Each key is Ed25519 (`kty` OKP, `crv` Ed25519, RFC 8037) with its RFC 7638 thumbprint
        as `kid`; a signature names its key by `kid`. The first key signs today; the others
        signed before a rotation and stay listed so that what they signed still verifies.
        Keep a copy with your archived exports. Open without an API key.
        """
        response = _json(Reply(200, service().keys.jwks()))
        response.headers["Cache-Control"] = "public, max-age=300"
        return response

    return blp
