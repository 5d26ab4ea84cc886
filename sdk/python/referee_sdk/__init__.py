"""Referee's Python SDK, the hand-written part.

The typed client is generated from the OpenAPI spec into `referee_client` (never edit
it: `scripts/generate` replaces it). This package sits beside it and adds what a
generator cannot write:

- `verify`, `verify_encounter`: recompute rolls offline with referee-dice-v1, and check
  an export's hash chain and the service's signatures against its key set (`proof`);
- `RefereeProblem` and one subclass per kind (`ValidationProblem`, `Conflict`,
  `NotFound`, `AuthProblem`, `RateLimited`, `ServerProblem`; `ProposalOpen` and
  `NotYourClaim` below them): problem+json errors;
- `is_proposed`, `accept`, `reject`, `withdraw`, `dispute`, `rule`: claims and consent
  (a step under a confirming claims policy answers a proposal, which the other side
  accepts or rejects; a logged step is disputed and the game master rules);
- `roll`, `dice_odds`, `free_roll`: dice notation (`"4d6kh3 + 2"`) rolled, with odds,
  or logged on an encounter;
- `call`, `encounter_step` (and their `_async` twins): send a generated endpoint's
  request through its public `sync_detailed`, return its typed 2xx answer, raise the
  typed error otherwise, and for encounter steps send an Idempotency-Key and retry
  safely on network errors and 503s;
- `events`: an encounter's live updates (Server-Sent Events) as an iterator that resumes
  from the last entry by itself.
"""

from typing import TYPE_CHECKING

from ._version import __version__

if TYPE_CHECKING:
    from referee_client import AuthenticatedClient, Client

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
    from .claims import accept, dispute, is_proposed, reject, rule, withdraw
    from .dice import RNG, DiceStream, combined_client_seed, commitment, encounter_seed, roll_dice
    from .errors import (
        AuthProblem,
        Conflict,
        NotFound,
        NotYourClaim,
        ProposalOpen,
        RateLimited,
        RefereeProblem,
        ServerProblem,
        ValidationProblem,
        problem_for,
    )
    from .live import LiveEvent, events
    from .rolls import dice_odds, free_roll, roll
    from .verification import (
        EXPORT_FORMAT,
        EXPORT_FORMATS,
        RollMismatch,
        Verification,
        VerificationError,
        verify,
        verify_encounter,
    )

# Where each public name lives. A name is imported when it is first used (PEP 562), so that
# `import referee_sdk`, and the `referee` command above all, loads the generated client's
# hundreds of models, httpx-sse or cryptography only when it needs them.
_FROM = {
    "AuthProblem": ".errors",
    "AuthenticatedClient": "referee_client",
    "Client": "referee_client",
    "Conflict": ".errors",
    "DEFAULT_RETRY": ".calls",
    "DiceStream": ".dice",
    "EXPORT_FORMAT": ".verification",
    "EXPORT_FORMATS": ".verification",
    "LiveEvent": ".live",
    "NO_RETRY": ".calls",
    "NotFound": ".errors",
    "NotYourClaim": ".errors",
    "ProposalOpen": ".errors",
    "accept": ".claims",
    "dispute": ".claims",
    "is_proposed": ".claims",
    "reject": ".claims",
    "rule": ".claims",
    "withdraw": ".claims",
    "RNG": ".dice",
    "RateLimited": ".errors",
    "RefereeProblem": ".errors",
    "Retry": ".calls",
    "RollMismatch": ".verification",
    "ServerProblem": ".errors",
    "ValidationProblem": ".errors",
    "Verification": ".verification",
    "VerificationError": ".verification",
    "call": ".calls",
    "call_async": ".calls",
    "combined_client_seed": ".dice",
    "commitment": ".dice",
    "dice_odds": ".rolls",
    "encounter_seed": ".dice",
    "encounter_step": ".calls",
    "encounter_step_async": ".calls",
    "events": ".live",
    "free_roll": ".rolls",
    "new_idempotency_key": ".calls",
    "problem_for": ".errors",
    "roll": ".rolls",
    "roll_dice": ".dice",
    "verify": ".verification",
    "verify_encounter": ".verification",
}


def __getattr__(name: str) -> object:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module 'referee_sdk' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


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
    "NotYourClaim",
    "ProposalOpen",
    "RateLimited",
    "RefereeProblem",
    "ServerProblem",
    "ValidationProblem",
    "problem_for",
    "Retry",
    "RollMismatch",
    "Verification",
    "VerificationError",
    "accept",
    "call",
    "call_async",
    "dispute",
    "is_proposed",
    "reject",
    "rule",
    "withdraw",
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
