/**
 * The client: openapi-fetch typed by the generated `paths`, plus `unwrap` (data or a
 * thrown `RefereeProblem`) and `encounterStep` (Idempotency-Key and safe retries).
 */

import createClient from "openapi-fetch";

import { RefereeProblem } from "./errors.js";
import type { components, paths } from "./generated/schema.js";
import type { RefereeClient } from "./typed.js";
import { CLIENT_ID } from "./version.js";

export type { RefereeClient } from "./typed.js";

export interface RefereeClientOptions {
  /** Where Referee answers, e.g. "http://127.0.0.1:8000". */
  baseUrl: string;
  /** An encounter's game-master or side token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Another fetch (a VTT's own, a test's); defaults to globalThis.fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers for every request. */
  headers?: Record<string, string>;
}

/** A typed client: `client.POST("/v1/urban-war/command-test", { body })` and so on. */
export function createRefereeClient(options: RefereeClientOptions): RefereeClient {
  const headers: Record<string, string> = { ...sdkHeaders(), ...options.headers };
  if (options.token) headers["Authorization"] = `Bearer ${options.token}`;
  // openapi-fetch's client is this interface at run time; its own (much costlier) types
  // stay out of the published declarations (see typed.ts).
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }) as unknown as RefereeClient;
}

/**
 * The headers that name this SDK and its version to the server: `X-Referee-Client`
 * everywhere, and `User-Agent` on Node (browsers keep their own User-Agent; React Native
 * and Electron renderers set theirs too).
 */
export function sdkHeaders(): Record<string, string> {
  const headers: Record<string, string> = { "X-Referee-Client": CLIENT_ID };
  const nodeVersion = (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions
    ?.node;
  if (typeof nodeVersion === "string" && typeof (globalThis as { window?: unknown }).window === "undefined") {
    headers["User-Agent"] = `${CLIENT_ID} node/${nodeVersion}`;
  }
  return headers;
}

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful answer, or a thrown `RefereeProblem`:
 *
 *     const result = await unwrap(client.POST("/v1/urban-war/rally", { body }));
 *
 * A 304 Not Modified (a GET with If-None-Match) is not an error: it resolves to undefined.
 */
export async function unwrap<D>(pending: Promise<FetchResult<D>> | FetchResult<D>): Promise<D> {
  const { data, error, response } = await pending;
  if (!response.ok && response.status !== 304) {
    throw RefereeProblem.from(response.status, error ?? data, response.headers);
  }
  return data as D;
}

// -- encounter steps -----------------------------------------------------------------

type EncounterPrefix = "/v1/encounters/{encounter_id}/";
type PostPath = {
  [P in keyof paths]: paths[P] extends { post: object } ? P : never;
}[keyof paths];

/** Every POST under an encounter, relative to it: "urban-war/orders", "reveal", ... */
export type EncounterStep = PostPath extends infer P
  ? P extends `${EncounterPrefix}${infer S}`
    ? S
    : never
  : never;

type StepOperation<S extends EncounterStep> = paths[`${EncounterPrefix}${S}` & keyof paths] extends {
  post: infer O;
}
  ? O
  : never;

type BodyContent<O> = O extends { requestBody?: infer R } ? NonNullable<R> : never;

/** The JSON body a step takes (undefined when it takes none). */
export type StepBody<S extends EncounterStep> = [BodyContent<StepOperation<S>>] extends [never]
  ? undefined
  : BodyContent<StepOperation<S>> extends { content: { "application/json": infer B } }
    ? StepOperation<S> extends { requestBody: object }
      ? B
      : B | undefined
    : undefined;

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** What a step answers on success: its answer, or `SealedWaiting` (202) for a sealed part. */
export type StepAnswer<S extends EncounterStep> =
  StepOperation<S> extends { responses: infer R }
    ? { [C in keyof R]: C extends 200 | 201 | 202 ? JsonOf<R[C]> : never }[keyof R]
    : never;

/** The 202 answer of a sealed step whose other parts are still missing. */
export type SealedWaiting = components["schemas"]["SealedWaiting"];

/** A sealed part was stored and waits for the other sides (HTTP 202). */
export function isWaiting(answer: unknown): answer is SealedWaiting {
  return (
    answer !== null && typeof answer === "object" && (answer as { status?: unknown }).status === "waiting"
  );
}

export interface RetryOptions {
  /** Tries in all (default 5). */
  attempts?: number;
  /** The first wait in ms (default 250), doubled each time, with jitter. */
  backoffMs?: number;
  /** The longest backoff in ms (default 4000). */
  maxBackoffMs?: number;
  /** The longest wait a Retry-After header may ask for, in ms (default 30000). */
  maxWaitMs?: number;
}

export interface StepOptions {
  /** `If-Match`: the ETag (version) you last saw; a stale one is a 412 problem. */
  ifMatch?: string;
  /** Your own Idempotency-Key (default: a fresh random one for this call). */
  idempotencyKey?: string;
  /** A token for this call only, instead of the client's. */
  token?: string;
  /** Path parameters other than the encounter id (e.g. { model_id: "r1" }). */
  path?: Record<string, string>;
  retry?: RetryOptions;
  signal?: AbortSignal;
}

export const RETRY_STATUSES: readonly number[] = [502, 503, 504];

export function newIdempotencyKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  let key = "";
  for (let i = 0; i < 32; i++) key += Math.floor(Math.random() * 16).toString(16);
  return key;
}

/** @internal Shared with events.ts (not exported from the package index). */
export function delayMs(retry: Required<RetryOptions>, attempt: number, retryAfterS?: number): number {
  const base = Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** attempt);
  let wait = base / 2 + (Math.random() * base) / 2;
  if (retryAfterS !== undefined) wait = Math.max(wait, Math.min(retryAfterS * 1000, retry.maxWaitMs));
  return wait;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** fetch rejects with a TypeError when the network fails (not on an HTTP error status). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function retryable(problem: RefereeProblem): boolean {
  return RETRY_STATUSES.includes(problem.status);
}

/**
 * Apply an encounter step safely and return its answer (or `SealedWaiting`):
 *
 *     const answer = await encounterStep(red, encounterId, "urban-war/orders", { orders });
 *
 * The request carries an Idempotency-Key (`options.idempotencyKey` or a fresh one) and is
 * sent again, unchanged, after a backoff on a network error or a 502/503/504: the server
 * answers a repeated key with the first answer and rolls nothing new, so a retry never rolls
 * twice. Other error answers throw `RefereeProblem`.
 */
export async function encounterStep<S extends EncounterStep>(
  client: RefereeClient,
  encounterId: string,
  step: S,
  ...[body, options = {}]: StepBody<S> extends undefined
    ? [body?: undefined, options?: StepOptions]
    : [body: StepBody<S>, options?: StepOptions]
): Promise<StepAnswer<S>> {
  const retry: Required<RetryOptions> = {
    attempts: 5,
    backoffMs: 250,
    maxBackoffMs: 4000,
    maxWaitMs: 30000,
    ...options.retry,
  };
  const headers: Record<string, string> = {
    "Idempotency-Key": options.idempotencyKey ?? newIdempotencyKey(),
  };
  if (options.ifMatch) headers["If-Match"] = options.ifMatch;
  if (options.token) headers["Authorization"] = `Bearer ${options.token}`;
  const path = `/v1/encounters/{encounter_id}/${step}`;
  const init = {
    params: { path: { ...options.path, encounter_id: encounterId } },
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  // The path is one of the spec's (EncounterStep); openapi-fetch cannot check a path
  // chosen at run time, hence the loosely typed call.
  const post = client.POST as unknown as (p: string, i: object) => Promise<FetchResult<unknown>>;
  for (let attempt = 0; ; attempt++) {
    const last = attempt + 1 >= retry.attempts;
    try {
      return (await unwrap(post(path, init))) as StepAnswer<S>;
    } catch (error) {
      if (last || options.signal?.aborted) throw error;
      if (error instanceof RefereeProblem) {
        if (!retryable(error)) throw error;
        await sleep(delayMs(retry, attempt, error.retryAfter), options.signal);
      } else if (isNetworkError(error)) {
        await sleep(delayMs(retry, attempt), options.signal);
      } else {
        throw error;
      }
    }
  }
}
