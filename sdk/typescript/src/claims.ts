/**
 * Claims and consent: proposals and disputes (docs/encounters.md, "Claims and consent").
 *
 * On an encounter created with `claims_policy` `opponent_confirms` or `gm_confirms`, a
 * side's step whose claims are not neutral (a modifier, cover, a distance, "from behind")
 * rolls nothing yet: it answers 202 with a `ProposalAnswer` (`status: "proposed"`), told
 * apart from the step's outcome by `isProposed`, as a sealed part's answer is by `isWaiting`:
 *
 *     const answer = await encounterStep(red, id, "urban-war/shooting", params);
 *     if (isProposed(answer)) await acceptProposal(blue, id, answer.proposal.id);
 *     else console.log(answer.outcome);
 *
 * The confirming party accepts or rejects it (with a reason, logged), the proposer may
 * withdraw it; while it is open every other step throws `ProposalOpen`. After a step is
 * logged, a side may `dispute` it and the game master `rule`s on the dispute. Each helper is
 * an encounter change sent by `encounterStep`: an Idempotency-Key, safe retries, and a
 * thrown `RefereeProblem` on an error answer.
 */

import { encounterStep, type StepOptions } from "./client.js";
import type { components } from "./generated/schema.js";
import type { RefereeClient } from "./typed.js";

type Schemas = components["schemas"];
/** A step's 202 answer under a confirming claims policy: nothing rolled yet. */
export type ProposalAnswer = Schemas["ProposalAnswer"];
export type Proposal = Schemas["Proposal"];
/** What accepting answers: the proposed step's own answer (its dice, outcome, changes). */
export type AcceptedAnswer = Schemas["AcceptedAnswer"];
/** What a rejection, a dispute or a ruling answers: its log entry, without dice. */
export type ClaimsEntryAnswer = Schemas["ClaimsEntryAnswer"];
export type DisputeRuling = Schemas["RulingBody"]["ruling"];

/** A step's answer is a proposal waiting for consent (HTTP 202, nothing rolled). */
export function isProposed(answer: unknown): answer is ProposalAnswer {
  return (
    answer !== null &&
    typeof answer === "object" &&
    (answer as { status?: unknown }).status === "proposed" &&
    typeof (answer as { proposal?: unknown }).proposal === "object"
  );
}

type Options = Omit<StepOptions, "path">;

/**
 * Accept a proposal with the confirming party's token: its step resolves now, exactly as
 * proposed. `claims`: the accepting side's own claims on its model, where the step declares
 * some (its `x-referee-claims` with owner target); the proposer's stay as proposed.
 */
export function acceptProposal(
  client: RefereeClient,
  encounterId: string,
  proposalId: string,
  claims?: Record<string, unknown>,
  options: Options = {},
): Promise<AcceptedAnswer> {
  const body = claims === undefined ? {} : { claims };
  return encounterStep(client, encounterId, "proposals/{proposal_id}/accept", body, {
    ...options,
    path: { proposal_id: proposalId },
  });
}

/** Reject a proposal, with the reason the log keeps (`claims.rejected`): nothing rolled. */
export function rejectProposal(
  client: RefereeClient,
  encounterId: string,
  proposalId: string,
  reason: string,
  options: Options = {},
): Promise<ClaimsEntryAnswer> {
  return encounterStep(client, encounterId, "proposals/{proposal_id}/reject", { reason }, {
    ...options,
    path: { proposal_id: proposalId },
  });
}

/** Withdraw your own proposal (the proposer's token): nothing rolled, nothing logged. */
export function withdrawProposal(
  client: RefereeClient,
  encounterId: string,
  proposalId: string,
  options: Options = {},
): Promise<ProposalAnswer> {
  return encounterStep(client, encounterId, "proposals/{proposal_id}/withdraw", undefined, {
    ...options,
    path: { proposal_id: proposalId },
  });
}

/**
 * Dispute logged step `logIndex` with a side token, until the side that took it takes its
 * next step, or the reveal. The answer's `index` is the dispute's own, to rule on.
 */
export function dispute(
  client: RefereeClient,
  encounterId: string,
  logIndex: number,
  reason: string,
  options: Options = {},
): Promise<ClaimsEntryAnswer> {
  return encounterStep(client, encounterId, "disputes", { log_index: logIndex, reason }, options);
}

/**
 * The game master rules on the dispute logged at `disputeIndex`: `upheld` (a correction
 * follows, as every correction does: the logged roll is never rewritten) or `dismissed`.
 */
export function rule(
  client: RefereeClient,
  encounterId: string,
  disputeIndex: number,
  ruling: DisputeRuling,
  note = "",
  options: Options = {},
): Promise<ClaimsEntryAnswer> {
  return encounterStep(client, encounterId, "disputes/{dispute_index}/ruling", { ruling, note }, {
    ...options,
    path: { dispute_index: String(disputeIndex) },
  });
}
