/**
 * Offline verification: recompute Referee's rolls from their seeds, without Referee.
 *
 * `verify(response)` checks one step response (its `seed`, `rng` and `rolls`; for a dice
 * roll also that its evaluation tree stands on those rolls and adds up, see `diceTree`);
 * `verifyEncounter(exported, { keys })` checks a revealed encounter export: sha256 of the
 * published server seed must be the commitment made at creation, and every logged roll
 * must be the referee-dice-v1 stream of seed `server_seed:client_seed`, label
 * `String(step index)`, where client_seed is combined with the seeds the sides sent
 * (`combinedClientSeed`); for a `referee-encounter-v2` export also the log's hash chain
 * and, given the service's JWK set (GET /.well-known/jwks.json, saved with the export),
 * both of its signatures (see `proof`). Outcomes need the rules: POST /v1/verify
 * recomputes them, and offline the record's signature covers them through the chain.
 *
 * Both return a `Verification`: `ok` when everything matches, otherwise naming each roll
 * that does not (`log[12] (shooting) rolls[1] "hit roll, shot 2": d10 is 9,
 * referee-dice-v1 gives 3`). `.throwIfFailed()` turns a failure into a `VerificationError`.
 */

import { combinedClientSeed, commitment, DiceStream, encounterSeed, RNG } from "./dice.js";
import { checkTree, isDiceRoll } from "./diceTree.js";
import { chainFailures, commitmentPayload, type KeySet, recordPayload, signatureProblem } from "./proof.js";

export const EXPORT_FORMAT = "referee-encounter-v2";
export const EXPORT_FORMATS: readonly string[] = ["referee-encounter-v1", EXPORT_FORMAT];

/** A die as every Referee response and log entry records it. */
export interface RollLike {
  sides: number;
  value: number;
  purpose?: string;
}

/** What `verify` reads from a step response (every step response type fits). */
export interface VerifiableResponse {
  rng?: string;
  seed?: string | null;
  label?: string;
  rolls?: readonly RollLike[];
  /** A dice roll's (`roll`, `free_roll`) tree is checked against its rolls too. */
  step?: string;
  outcome?: unknown;
}

/** What `verifyEncounter` reads from an export (GET /v1/encounters/{id}/export). */
export interface VerifiableExport {
  format?: string;
  encounter: {
    head_hash?: string;
    signatures?: unknown;
    seed_commitment?: string;
    server_seed?: string | null;
    client_seed?: string | null;
    log_length?: number;
    sides?: readonly string[];
    side_seeds?: Readonly<Record<string, string>> | null;
    side_seeds_contributed?: readonly string[];
  };
  log: readonly { index?: number; step?: string; rolls?: readonly RollLike[]; outcome?: unknown }[];
}

/** One die whose recorded value is not what the stream gives. */
export class RollMismatch {
  constructor(
    /** Position in its `rolls` list, from 0. */
    readonly roll: number,
    readonly sides: number,
    /** As recorded. */
    readonly value: unknown,
    /** From referee-dice-v1. */
    readonly expected: number,
    readonly purpose: string,
    /** The log position, for an encounter export. */
    readonly entry?: number,
    readonly step?: string,
  ) {}

  get where(): string {
    const prefix = this.entry === undefined ? "" : `log[${this.entry}] (${this.step}) `;
    return `${prefix}rolls[${this.roll}] "${this.purpose}"`;
  }

  toString(): string {
    return `${this.where}: d${this.sides} is ${JSON.stringify(this.value)}, ${RNG} gives ${this.expected}`;
  }
}

/**
 * The result: `ok`, the rolls checked, and what failed. For an encounter export also
 * `chainOk` (null for v1, which has no chain), `signed` (null when no key set was given or
 * the export is v1) and `firstFailure`, the first point where the export fails.
 */
export class Verification {
  constructor(
    readonly rollsChecked: number,
    readonly mismatches: readonly RollMismatch[] = [],
    /** Failures that are not one die: commitment, seeds, log order, chain, signatures. */
    readonly problems: readonly string[] = [],
    readonly chainOk: boolean | null = null,
    readonly signed: boolean | null = null,
    readonly firstFailure: string | null = null,
  ) {}

  get ok(): boolean {
    return this.mismatches.length === 0 && this.problems.length === 0;
  }

  get failures(): string[] {
    return [...this.problems, ...this.mismatches.map(String)];
  }

  toString(): string {
    if (!this.ok) return `NOT verified: ${this.failures.join("; ")}`;
    let said = `verified: ${this.rollsChecked} rolls match ${RNG}`;
    if (this.chainOk) said += "; the hash chain holds";
    if (this.signed) said += "; signed by the service";
    else if (this.chainOk !== null && this.signed === null) {
      said += "; signatures not checked (no key set given)";
    }
    return said;
  }

  throwIfFailed(): this {
    if (!this.ok) throw new VerificationError(this);
    return this;
  }
}

export class VerificationError extends Error {
  override name = "VerificationError";
  constructor(readonly verification: Verification) {
    super(String(verification));
  }
}

function checkRolls(
  rolls: unknown,
  stream: DiceStream,
  mismatches: RollMismatch[],
  problems: string[],
  entry?: number,
  step?: string,
): number {
  const where = entry === undefined ? "" : `log[${entry}] (${step}) `;
  if (!Array.isArray(rolls)) {
    problems.push(`${where}rolls is not a list`);
    return 0;
  }
  let checked = 0;
  for (const [i, roll] of rolls.entries()) {
    const { sides, value, purpose } = (roll ?? {}) as Partial<RollLike>;
    const name = String(purpose ?? "");
    if (typeof sides !== "number" || !Number.isSafeInteger(sides) || sides < 1) {
      problems.push(`${where}rolls[${i}] "${name}": sides ${JSON.stringify(sides)} is not a die`);
      return checked;
    }
    const expected = stream.roll(sides);
    checked += 1;
    if (value !== expected) {
      mismatches.push(new RollMismatch(i, sides, value, expected, name, entry, step));
    }
  }
  return checked;
}

/**
 * Recompute the rolls of one step response from its seed with referee-dice-v1.
 *
 * A stateless step response carries its `seed` (label ""). An encounter step answer
 * carries its `label` but not the seed, which stays secret until the encounter is
 * revealed: pass `{ seed: serverSeed + ":" + clientSeed }` then, or verify the whole
 * export with `verifyEncounter`.
 */
export function verify(response: VerifiableResponse, options: { seed?: string } = {}): Verification {
  if (response === null || typeof response !== "object") {
    throw new TypeError("verify() takes a step response object");
  }
  const rng = response.rng;
  if (rng === "manual") {
    return new Verification(
      0,
      [],
      ["rng is manual: these dice were rolled at the table, there is no seed to recompute them from"],
    );
  }
  if (rng !== RNG) {
    return new Verification(0, [], [`unknown rng ${JSON.stringify(rng)}: this verifier knows ${RNG}`]);
  }
  const seed = options.seed ?? response.seed;
  if (typeof seed !== "string" || seed.length === 0) {
    return new Verification(
      0,
      [],
      [
        "no seed: an encounter step's seed is secret until the encounter is revealed; " +
          "pass { seed: serverSeed + ':' + clientSeed }, or verifyEncounter() its export",
      ],
    );
  }
  const mismatches: RollMismatch[] = [];
  const problems: string[] = [];
  const stream = new DiceStream(seed, String(response.label ?? ""));
  const checked = checkRolls(response.rolls ?? [], stream, mismatches, problems);
  checkDiceRoll(response, problems);
  return new Verification(checked, mismatches, problems);
}

/** A dice-notation roll's tree must stand on its rolls and add up (see diceTree). */
function checkDiceRoll(
  found: { step?: string; rolls?: readonly RollLike[]; outcome?: unknown },
  problems: string[],
  where = "",
): void {
  if (isDiceRoll(found.step, found.outcome) && Array.isArray(found.rolls)) {
    problems.push(...checkTree(found.outcome, found.rolls).map((p) => `${where}${p}`));
  }
}

/** The creation client_seed combined with the side seeds the export publishes. */
function combinedFromExport(encounter: VerifiableExport["encounter"], problems: string[]): string | null {
  const sideSeeds: unknown = encounter.side_seeds ?? {};
  if (
    typeof sideSeeds !== "object" ||
    sideSeeds === null ||
    Array.isArray(sideSeeds) ||
    !Object.values(sideSeeds).every((v) => typeof v === "string")
  ) {
    problems.push("side_seeds is not a map of side to seed text");
    return null;
  }
  const seeds = sideSeeds as Record<string, string>;
  const given = Object.keys(seeds);
  const sides: unknown = encounter.sides ?? [];
  if (given.length > 0 && !Array.isArray(sides)) {
    problems.push("the export lists no sides, so the side seeds cannot be combined");
    return null;
  }
  const roster = (Array.isArray(sides) ? sides : []).map(String);
  const strangers = given.filter((side) => !roster.includes(side)).sort();
  if (strangers.length > 0) {
    problems.push(`side_seeds names sides the encounter does not have: ${JSON.stringify(strangers)}`);
  }
  const contributed = encounter.side_seeds_contributed;
  if (Array.isArray(contributed)) {
    const said = [...contributed].map(String).sort();
    const published = [...given].sort();
    if (JSON.stringify(said) !== JSON.stringify(published)) {
      problems.push(
        `the encounter says ${JSON.stringify(said)} sent a seed, but the export publishes ` +
          `seeds of ${JSON.stringify(published)}`,
      );
    }
  }
  for (const [side, value] of Object.entries(seeds)) {
    if (value.includes("|") || value.includes("=")) {
      problems.push(`${side}'s seed holds | or =, which no side seed may hold`);
    }
  }
  return combinedClientSeed(encounter.client_seed, roster, seeds);
}

/**
 * Check a revealed encounter export offline: the server seed must hash to the commitment
 * published at creation, the log must be complete and in order, and every logged roll
 * must be the stream's. A v2 export's hash chain must hold; with `keys` (the service's JWK
 * set) both signatures must be the service's.
 */
export function verifyEncounter(exported: VerifiableExport, options: { keys?: KeySet } = {}): Verification {
  if (exported === null || typeof exported !== "object") {
    throw new TypeError("verifyEncounter() takes an encounter export object");
  }
  const problems: string[] = [];
  const mismatches: RollMismatch[] = [];
  if (!EXPORT_FORMATS.includes(String(exported.format))) {
    return new Verification(
      0,
      [],
      [
        `format is ${JSON.stringify(exported.format)}, not one of ` +
          EXPORT_FORMATS.map((f) => JSON.stringify(f)).join(", "),
      ],
    );
  }
  const encounter = exported.encounter ?? {};
  const doc = encounter as Record<string, unknown>;
  const serverSeed = encounter.server_seed;
  if (typeof serverSeed !== "string" || serverSeed.length === 0) {
    return new Verification(
      0,
      [],
      [
        "the encounter is not revealed: its server seed is still secret (the game master " +
          "reveals it with POST /v1/encounters/{id}/reveal)",
      ],
    );
  }
  // Each failure with its place [stage, log position], so the first one can be named.
  const points: [number, number, string][] = [];
  const published = encounter.seed_commitment;
  if (commitment(serverSeed) !== published) {
    points.push([
      0,
      0,
      `seed_commitment ${JSON.stringify(published)} is not sha256(server_seed) ` +
        `"${commitment(serverSeed)}": the server seed is not the one committed to`,
    ]);
  }
  const chained = exported.format === EXPORT_FORMAT;
  const signatures = chained && options.keys !== undefined ? signatureFailures(doc, options.keys) : null;
  if (signatures?.commitment !== undefined) points.push([1, 0, signatures.commitment]);
  const log = exported.log;
  if (!Array.isArray(log)) {
    return new Verification(0, [], [...points.map((p) => p[2]), "log is not a list"]);
  }
  if (typeof encounter.log_length === "number" && encounter.log_length !== log.length) {
    points.push([3, 0, `the export holds ${log.length} log entries, the encounter ${encounter.log_length}`]);
  }
  const clientSeed = combinedFromExport(encounter, problems);
  if (clientSeed === null) return new Verification(0, [], problems);
  const entries = log.map((e) => (e ?? {}) as Record<string, unknown>);
  const chain = chained ? chainFailures(entries, doc) : [];
  points.push(...chain.map(([position, words]): [number, number, string] => [2, position, words]));
  if (signatures?.record !== undefined) points.push([4, 0, signatures.record]);
  const seed = encounterSeed(serverSeed, clientSeed);
  let checked = 0;
  for (const [position, entry] of log.entries()) {
    const step = String(entry?.step ?? "?");
    if (entry?.index !== position) {
      points.push([
        2,
        position,
        `log[${position}] (${step}) has index ${JSON.stringify(entry?.index)}: ` +
          "the log is out of order or has gaps",
      ]);
    }
    const stream = new DiceStream(seed, String(position));
    const before = mismatches.length;
    checked += checkRolls(entry?.rolls ?? [], stream, mismatches, problems, position, step);
    points.push(...mismatches.slice(before).map((m): [number, number, string] => [2, position, String(m)]));
    checkDiceRoll(entry ?? {}, problems, `log[${position}] (${step}) `);
  }
  if (checked === 0 && log.some((entry) => hasOutcome(entry?.outcome))) {
    points.push([
      5,
      0,
      "no logged step has a roll to check, though the log has outcomes: an export whose " +
        "rolls were emptied proves nothing",
    ]);
  }
  const dice = new Set(mismatches.map(String));
  problems.push(...points.map((p) => p[2]).filter((words) => !dice.has(words)));
  const failed = mismatches.length > 0 || problems.length > 0;
  const first = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
  return new Verification(
    checked,
    mismatches,
    problems,
    chained ? chain.length === 0 : null,
    signatures === null ? null : Object.keys(signatures).length === 0,
    failed ? (first?.[2] ?? problems[0] ?? String(mismatches[0])) : null,
  );
}

function hasOutcome(outcome: unknown): boolean {
  return outcome !== null && typeof outcome === "object" && Object.keys(outcome).length > 0;
}

/** Each signature that is not the service's, by name, with why. */
function signatureFailures(encounter: Record<string, unknown>, keys: KeySet): Record<string, string> {
  const given = (
    encounter.signatures !== null && typeof encounter.signatures === "object" ? encounter.signatures : {}
  ) as Record<string, unknown>;
  const found: Record<string, string> = {};
  for (const [name, payload] of [
    ["commitment", commitmentPayload],
    ["record", recordPayload],
  ] as const) {
    const problem = signatureProblem(keys, payload(encounter), given[name]);
    if (problem !== null) found[name] = `signatures.${name}: ${problem}`;
  }
  return found;
}
