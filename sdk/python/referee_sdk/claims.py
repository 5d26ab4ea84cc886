"""Claims and consent: proposals and disputes (docs/encounters.md, "Claims and consent").

On an encounter created with `claims_policy` `opponent_confirms` or `gm_confirms`, a side's
step whose claims are not neutral (a modifier, cover, a distance, "from behind") rolls
nothing yet: it answers 202 with a `ProposalAnswer` (`status` "proposed"), which is a type
of its own beside the step's outcome, as a sealed part's `SealedWaiting` is:

    answer = encounter_step(encounter_urban_war_shooting.sync_detailed, encounter_id,
                            client=red, body=params)
    if is_proposed(answer):                      # or isinstance(answer, ProposalAnswer)
        proposal_id = answer.proposal.id         # blue answers it:
        accept(blue, encounter_id, proposal_id)  # the step resolves now, exactly as proposed
    else:
        answer.outcome                           # trusted, neutral claims, or the gm's own

The confirming party accepts or rejects it (with a reason, logged), the proposer may
withdraw it; while it is open every other step raises `ProposalOpen`. After a step is
logged, a side may `dispute` it and the game master `rule`s on the dispute. Each helper
is an encounter change: it carries an Idempotency-Key and is retried safely, as
`encounter_step` is (pass your own `idempotency_key` to repeat one yourself, `if_match`
to refuse a stale version), and raises the typed `RefereeProblem` on an error answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeGuard

from referee_client.types import UNSET, Unset

from .calls import DEFAULT_RETRY, Retry

if TYPE_CHECKING:
    from referee_client import AuthenticatedClient
    from referee_client.models.accepted_answer import AcceptedAnswer
    from referee_client.models.claims_entry_answer import ClaimsEntryAnswer
    from referee_client.models.proposal_answer import ProposalAnswer


def is_proposed(answer: object) -> TypeGuard[ProposalAnswer]:
    """Whether a step's answer is a proposal waiting for consent (HTTP 202, nothing rolled)."""
    from referee_client.models.proposal_answer import ProposalAnswer

    return isinstance(answer, ProposalAnswer)


def accept(
    client: AuthenticatedClient,
    encounter_id: str,
    proposal_id: str,
    claims: Mapping[str, Any] | None = None,
    *,
    retry: Retry = DEFAULT_RETRY,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> AcceptedAnswer:
    """Accept a proposal with the confirming party's token: its step resolves now, exactly
    as proposed, and the answer is the step's own (its dice, outcome and changes).
    `claims`: the accepting side's own claims on its model, where the step declares some
    (e.g. `{"target_modifiers": [...]}`: the step's `x-referee-claims` with owner target);
    the proposer's claims stay as proposed."""
    from referee_client.api.encounters import accept_proposal
    from referee_client.models.accept_body import AcceptBody
    from referee_client.models.accept_body_claims import AcceptBodyClaims

    body = AcceptBody() if claims is None else AcceptBody(claims=AcceptBodyClaims.from_dict(claims))
    return retry.encounter_step(
        accept_proposal.sync_detailed,
        encounter_id,
        proposal_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )


def reject(
    client: AuthenticatedClient,
    encounter_id: str,
    proposal_id: str,
    reason: str,
    *,
    retry: Retry = DEFAULT_RETRY,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> ClaimsEntryAnswer:
    """Reject a proposal, with the reason the log keeps (a `claims.rejected` entry): nothing
    is rolled and the state stays as it was."""
    from referee_client.api.encounters import reject_proposal
    from referee_client.models.reject_body import RejectBody

    return retry.encounter_step(
        reject_proposal.sync_detailed,
        encounter_id,
        proposal_id,
        client=client,
        body=RejectBody(reason=reason),
        idempotency_key=idempotency_key,
        if_match=if_match,
    )


def withdraw(
    client: AuthenticatedClient,
    encounter_id: str,
    proposal_id: str,
    *,
    retry: Retry = DEFAULT_RETRY,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> ProposalAnswer:
    """Withdraw your own proposal (the proposer's token): nothing rolled, nothing logged;
    the answer is the proposal with `status` "withdrawn"."""
    from referee_client.api.encounters import withdraw_proposal

    return retry.encounter_step(
        withdraw_proposal.sync_detailed,
        encounter_id,
        proposal_id,
        client=client,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )


def dispute(
    client: AuthenticatedClient,
    encounter_id: str,
    log_index: int,
    reason: str,
    *,
    retry: Retry = DEFAULT_RETRY,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> ClaimsEntryAnswer:
    """Dispute logged step `log_index` with a side token, until the side that took it takes
    its next step, or the reveal. The answer's `index` is the dispute's own, to rule on."""
    from referee_client.api.encounters import dispute_step
    from referee_client.models.dispute_body import DisputeBody

    return retry.encounter_step(
        dispute_step.sync_detailed,
        encounter_id,
        client=client,
        body=DisputeBody(log_index=log_index, reason=reason),
        idempotency_key=idempotency_key,
        if_match=if_match,
    )


def rule(
    client: AuthenticatedClient,
    encounter_id: str,
    dispute_index: int,
    ruling: Literal["upheld", "dismissed"],
    note: str = "",
    *,
    retry: Retry = DEFAULT_RETRY,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> ClaimsEntryAnswer:
    """The game master rules on the dispute logged at `dispute_index`: `upheld` (a
    correction follows, as every correction does: the logged roll is never rewritten) or
    `dismissed`."""
    from referee_client.api.encounters import rule_on_dispute
    from referee_client.models.ruling_body import RulingBody

    return retry.encounter_step(
        rule_on_dispute.sync_detailed,
        encounter_id,
        dispute_index,
        client=client,
        body=RulingBody(ruling=ruling, note=note),
        idempotency_key=idempotency_key,
        if_match=if_match,
    )
