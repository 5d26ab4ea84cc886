/**
 * Referee's TypeScript SDK.
 *
 * - `createRefereeClient`: openapi-fetch typed by the spec (generated `paths`);
 * - `unwrap`: an answer's data, or a thrown `RefereeProblem` (problem+json);
 * - `encounterStep`: an encounter step with an Idempotency-Key and safe retries;
 * - `roll`, `diceOdds`, `freeRoll`: dice notation ("4d6kh3 + 2"), rolled, its odds, or
 *   logged on an encounter;
 * - `verify`, `verifyEncounter`: recompute rolls offline with referee-dice-v1, and check an
 *   export's hash chain and the service's signatures against its key set (`proof`);
 * - `subscribe`: an encounter's live updates (Server-Sent Events), resumed by itself;
 * - `isProposed`, `acceptProposal`, `rejectProposal`, `withdrawProposal`, `dispute`, `rule`:
 *   claims and consent (a step under a confirming claims policy answers a proposal; a
 *   logged step is disputed and the game master rules); `ProposalOpen`, `NotYourClaim`.
 *
 * Runs on plain `fetch`: browsers, Electron-based VTTs, React Native and Node 20+.
 */

export {
  createRefereeClient,
  encounterStep,
  isWaiting,
  newIdempotencyKey,
  RETRY_STATUSES,
  sdkHeaders,
  unwrap,
} from "./client.js";
export type {
  EncounterStep,
  RefereeClient,
  RefereeClientOptions,
  RetryOptions,
  SealedWaiting,
  StepAnswer,
  StepBody,
  StepOptions,
} from "./client.js";
export {
  combinedClientSeed,
  commitment,
  DiceStream,
  encounterSeed,
  hmacSha256,
  RNG,
  rollDice,
  sha256,
  toHex,
  utf8,
} from "./dice.js";
export { isRefereeProblem, NotYourClaim, ProposalOpen, RefereeProblem } from "./errors.js";
export { acceptProposal, dispute, isProposed, rejectProposal, rule, withdrawProposal } from "./claims.js";
export type {
  AcceptedAnswer,
  ClaimsEntryAnswer,
  DisputeRuling,
  Proposal,
  ProposalAnswer,
} from "./claims.js";
export { subscribe } from "./events.js";
export type {
  EventSourceConstructor,
  EventSourceLike,
  LiveEvent,
  LiveExpired,
  LiveProposal,
  LiveSealed,
  LogEntry,
  Revealed,
  SubscribeOptions,
  Subscription,
} from "./events.js";
export type { Problem } from "./errors.js";
export type {
  BodyOf,
  ErrorOf,
  FetchResult,
  HttpMethod,
  OperationOf,
  ParamsOf,
  PathsWith,
  RequestOptions,
  SuccessOf,
} from "./typed.js";
export { CLIENT_ID, VERSION } from "./version.js";
export type { components, operations, paths } from "./generated/schema.js";
export {
  EXPORT_FORMAT,
  EXPORT_FORMATS,
  RollMismatch,
  Verification,
  VerificationError,
  verify,
  verifyEncounter,
} from "./verify.js";
export type { RollLike, VerifiableExport, VerifiableResponse } from "./verify.js";
export {
  canonical,
  chainFailures,
  commitmentPayload,
  entryHash,
  hiddenHash,
  recordPayload,
  signatureProblem,
} from "./proof.js";
export type { KeySet } from "./proof.js";
export { checkTree } from "./diceTree.js";
export { diceOdds, freeRoll, roll } from "./rolls.js";
export type { DiceOddsResponse, DiceRollResponse, RollOptions } from "./rolls.js";

/** The spec's schemas by name: `Schemas["UrbanWarCommandTestRequest"]`. */
export type Schemas = import("./generated/schema.js").components["schemas"];
