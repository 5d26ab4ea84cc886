"""What one encounter change computes and answers, shared by the service, the runner and
the seeds: the problem it may raise, the reply (what a retry replays), and the prepared
change that the service commits.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from referee.store.encounters import SealPart
from referee.violations import HTTPProblem


class EncounterError(HTTPProblem):
    """An HTTP-level problem of the encounter API (404, 401, 403, 409, 412, 422, 503)."""


def unknown(encounter_id: str) -> EncounterError:
    return EncounterError(
        404, "unknown_encounter", f"encounter {encounter_id} is unknown or expired"
    )


class Replayed(Exception):
    """The request was answered before (its idempotency record): answer it again."""

    def __init__(self, record: dict):
        super().__init__("replayed")
        self.record = record


@dataclass
class Reply:
    """A finished answer: what the route sends, and what an idempotent retry sends again."""

    status: int
    body: dict
    etag: str | None = None

    def record(self, fingerprint: str) -> dict:
        return {
            "state": "done",
            "fingerprint": fingerprint,
            "status": self.status,
            "body": self.body,
            "etag": self.etag,
        }


def etag_of(version: int) -> str:
    return f'"{version}"'


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass
class Prepared:
    """What a change computed: the new document and log entry, and how to answer."""

    doc: dict | None = None
    entry: dict | None = None
    reply: Reply | None = None
    respond: Any = None  # doc -> Reply, once the new version is known
    sealed_done: list[str] | None = None
    secret_updates: dict | None = None
    round_field: str | None = None  # the sealed round this change resolves
    seal: SealPart | None = None  # a sealed part to store; `reply` answers it
    # For the live updates, a part or a side seed that arrived: who gave one, who is
    # awaited (step, submitted, waiting_for), never what was given.
    sealed: dict | None = None

    def finish(self, doc: dict) -> Reply:
        return self.respond(doc)
