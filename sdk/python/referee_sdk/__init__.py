"""Referee's Python SDK, the hand-written part.

The typed client is generated from the OpenAPI spec into `referee_client` (never edit
it: `scripts/generate` replaces it). This package sits beside it and adds what a
generator cannot write:

- `verify`, `verify_encounter`: recompute rolls offline with referee-dice-v1, and check
  an export's hash chain and the service's signatures against its key set (`proof`);
- `RefereeProblem` and one subclass per kind (`ValidationProblem`, `Conflict`,
  `NotFound`, `AuthProblem`, `RateLimited`, `ServerProblem`): problem+json errors;
- `roll`, `dice_odds`, `free_roll`: dice notation (`"4d6kh3 + 2"`) rolled, with odds,
  or logged on an encounter;
- `call`, `encounter_step` (and their `_async` twins): send a generated endpoint's
  request through its public `sync_detailed`, return its typed 2xx answer, raise the
  typed error otherwise, and for encounter steps send an Idempotency-Key and retry
  safely on network errors and 503s;
- `events`: an encounter's live updates (Server-Sent Events) as an iterator that resumes
  from the last entry by itself.
"""

from referee_client import AuthenticatedClient, Client

from ._version import __version__
from .calls import (
    DEFAULT_RETRY,
    NO_RETRY,
    Retry,
    call,
    call_async,
    encounter_step,
    encounter_step_async,
    new_idempotency_key,
)
from .dice import RNG, DiceStream, combined_client_seed, commitment, encounter_seed, roll_dice
from .errors import (
    AuthProblem,
    Conflict,
    NotFound,
    RateLimited,
    RefereeProblem,
    ServerProblem,
    ValidationProblem,
    problem_for,
)
from .events import LiveEvent, events
from .rolls import dice_odds, free_roll, roll
from .verify import (
    EXPORT_FORMAT,
    EXPORT_FORMATS,
    RollMismatch,
    Verification,
    VerificationError,
    verify,
    verify_encounter,
)

__all__ = [
    "__version__",
    "DEFAULT_RETRY",
    "EXPORT_FORMAT",
    "EXPORT_FORMATS",
    "NO_RETRY",
    "RNG",
    "AuthenticatedClient",
    "Client",
    "DiceStream",
    "AuthProblem",
    "Conflict",
    "NotFound",
    "RateLimited",
    "RefereeProblem",
    "ServerProblem",
    "ValidationProblem",
    "problem_for",
    "Retry",
    "RollMismatch",
    "Verification",
    "VerificationError",
    "call",
    "call_async",
    "combined_client_seed",
    "commitment",
    "dice_odds",
    "encounter_seed",
    "encounter_step",
    "encounter_step_async",
    "free_roll",
    "events",
    "LiveEvent",
    "new_idempotency_key",
    "roll",
    "roll_dice",
    "verify",
    "verify_encounter",
]
