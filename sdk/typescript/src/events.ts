/**
 * An encounter's live updates (GET /v1/encounters/{id}/events, Server-Sent Events):
 *
 *     const live = subscribe(encounterId, token, (event) => {
 *       if (event.kind === "entry") console.log(event.index, event.event, event.data.outcome);
 *       else if (event.kind === "sealed") console.log("waiting for", event.data.waiting_for);
 *     }, { baseUrl: "http://127.0.0.1:8000" });
 *     await live.done;            // resolves after the reveal (or live.close())
 *
 * Each log entry comes once, in log order, with its index; `sealed` says who gave a sealed
 * part (or a side seed) and who is still awaited, never what; `proposal` says that a
 * proposal opened (`data.status === "open"`) or closed (`withdrawn`, `rejected`,
 * `accepted`, with `data.index` the entry that closed it); `revealed` (the reveal's
 * answer) is the last event, as `expired` is (the encounter expired while the stream was
 * open: `done` resolves, nothing connects again). When the connection drops or the server ends the stream (a
 * restart, a Redis failover), `subscribe` waits the delay the server named and connects
 * again with `Last-Event-ID`: the next entry is the one after the last it handed you,
 * never a repeat, never a gap.
 *
 * Three transports, the same events:
 * - fetch streaming (the default): the token and any other header (an API key) go in
 *   headers; Node 20+, browsers, Electron.
 * - long-poll (`longPoll: true`, and by itself where fetch cannot stream: no
 *   `ReadableStream`, or an answer without a readable body): GET .../log?after=N&wait=S
 *   again and again, each answered as soon as something follows entry N, or empty after
 *   `pollWaitS` seconds (25 at most). For React Native (no EventSource, a fetch that does
 *   not stream) and apps that go to the background: a request cut off is asked again from
 *   the last entry handed to you, so nothing is skipped or repeated there either.
 * - the platform's EventSource (`eventSource` option: its constructor, e.g.
 *   `globalThis.EventSource` in a browser): no header can be sent, so only where reading
 *   needs none; it reconnects by itself. An EventSource hears only the event names it
 *   listens for, and every step has its own, so pass the step names you want in
 *   `eventNames` (`corrected`, `sealed`, `proposal`, `revealed`, `expired` and the claims'
 *   entries, `claims.rejected`, `claims.disputed`, `claims.ruling`, are always heard).
 */

import { createParser, type EventSourceMessage } from "eventsource-parser";

import { delayMs, isNetworkError, retryable, sdkHeaders, sleep, type RetryOptions } from "./client.js";
import { RefereeProblem } from "./errors.js";
import type { components } from "./generated/schema.js";

export type LogEntry = components["schemas"]["LogEntry"];
export type LiveSealed = components["schemas"]["LiveSealed"];
export type Revealed = components["schemas"]["Revealed"];
export type LiveProposal = components["schemas"]["LiveProposal"];
export type LiveExpired = components["schemas"]["LiveExpired"];

/** One event: a log entry (a step, or `corrected` for a game-master correction), a sealed
 * part's arrival, a proposal that opened or closed, the reveal (the last event), or the
 * encounter's expiry (the last event too). */
export type LiveEvent =
  | { kind: "entry"; event: string; index: number; data: LogEntry }
  | { kind: "sealed"; event: "sealed"; index: null; data: LiveSealed }
  | { kind: "proposal"; event: "proposal"; index: null; data: LiveProposal }
  | { kind: "revealed"; event: "revealed"; index: null; data: Revealed }
  | { kind: "expired"; event: "expired"; index: null; data: LiveExpired };

/** The minimal EventSource this module uses (the browser's, or a package's for Node). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void): void;
  onerror: ((event: never) => unknown) | null;
  readyState: number;
  close(): void;
}
export type EventSourceConstructor = new (url: string) => EventSourceLike;

export interface SubscribeOptions {
  /** Where Referee answers, e.g. "http://127.0.0.1:8000". */
  baseUrl: string;
  /** Start after this log index (default -1: from the first entry). */
  after?: number;
  /** More headers (an API key); fetch transport only. */
  headers?: Record<string, string>;
  /** Another fetch; defaults to globalThis.fetch. */
  fetch?: typeof fetch;
  /** Use this EventSource instead of fetch (no headers, no token: see the module doc). */
  eventSource?: EventSourceConstructor;
  /** With `eventSource`: the step names to hear, e.g. ["orders", "shooting"]. */
  eventNames?: string[];
  /** Use the long-poll instead of a stream (see the module doc); chosen by itself where
   * fetch cannot stream. Pass it on React Native, whose fetch waits for the whole answer. */
  longPoll?: boolean;
  /** Long-poll only: how long the server may hold each request open, in seconds (0 to 25,
   * default 25). */
  pollWaitS?: number;
  /** Retries of a connection that fails (network error, 502/503/504); default 8 tries. */
  retry?: RetryOptions;
  signal?: AbortSignal;
}

export interface Subscription {
  /** Stop listening; `done` then resolves. */
  close(): void;
  /** Resolves after the `revealed` (or `expired`) event or `close()`; rejects with a `RefereeProblem`
   * (e.g. 404 for an unknown encounter) or the last network error once retries run out. */
  done: Promise<void>;
  /** The index of the last entry handed to `onEvent` (-1 before the first). */
  readonly lastIndex: number;
}

const NOTICES = new Set(["sealed", "proposal", "revealed", "expired"]);
/** The server sends a heartbeat every 15 s: a minute of silence means a dead connection. */
const SILENCE_MS = 60_000;
/** The longest wait the long-poll may ask of the server (seconds). */
export const POLL_MAX_WAIT_S = 25;

/** A long-poll answer (GET .../log?after=N): the entries after N, as the stream sends them,
 * the encounter's version, the sealed steps waiting at the end of the log, and what the
 * reveal published once everything is given. */
interface PollAnswer {
  entries: LogEntry[];
  version?: number;
  sealed?: LiveSealed[];
  revealed?: Revealed;
  total?: number;
  proposal?: components["schemas"]["Proposal"] | null;
}

/** Whether this platform's fetch can hand over an answer as it arrives. */
function canStream(): boolean {
  return typeof (globalThis as { ReadableStream?: unknown }).ReadableStream === "function";
}

function toEvent(name: string, data: string, id: string | undefined): LiveEvent {
  const parsed = JSON.parse(data) as unknown;
  if (name === "sealed") {
    return { kind: "sealed", event: "sealed", index: null, data: parsed as LiveSealed };
  }
  if (name === "revealed") {
    return { kind: "revealed", event: "revealed", index: null, data: parsed as Revealed };
  }
  if (name === "proposal") {
    return { kind: "proposal", event: "proposal", index: null, data: parsed as LiveProposal };
  }
  if (name === "expired") {
    return { kind: "expired", event: "expired", index: null, data: parsed as LiveExpired };
  }
  return { kind: "entry", event: name, index: Number(id), data: parsed as LogEntry };
}

/**
 * Follow an encounter's live updates: `onEvent` gets every event after `options.after`
 * in order until the reveal. `token` (a side's or the game master's) is sent as the
 * bearer token; reading needs none, so it may be null.
 */
export function subscribe(
  encounterId: string,
  token: string | null | undefined,
  onEvent: (event: LiveEvent) => void,
  options: SubscribeOptions,
): Subscription {
  const stop = new AbortController();
  options.signal?.addEventListener("abort", () => stop.abort(options.signal?.reason), { once: true });
  const state = { lastIndex: options.after ?? -1 };
  const base = options.baseUrl.replace(/\/+$/, "");
  const url = `${base}/v1/encounters/${encodeURIComponent(encounterId)}/events`;
  const deliver = (event: LiveEvent): boolean => {
    if (event.kind === "entry") state.lastIndex = event.index;
    onEvent(event);
    return event.kind === "revealed" || event.kind === "expired";
  };
  const poll = () => viaPoll(url.replace(/\/events$/, "/log"), token, state, deliver, options, stop.signal);
  const done = options.eventSource
    ? viaEventSource(url, state, deliver, options, stop.signal)
    : options.longPoll || !canStream()
      ? poll()
      : viaFetch(url, token, state, deliver, options, stop.signal).then((streamed) =>
          streamed ? undefined : poll(),
        );
  return {
    close: () => stop.abort(),
    done,
    get lastIndex() {
      return state.lastIndex;
    },
  };
}

async function viaFetch(
  url: string,
  token: string | null | undefined,
  state: { lastIndex: number },
  deliver: (event: LiveEvent) => boolean,
  options: SubscribeOptions,
  signal: AbortSignal,
): Promise<boolean> {
  const retry = retryOptions(options);
  const doFetch = options.fetch ?? globalThis.fetch;
  let failures = 0;
  let reconnectMs = 1000;
  while (!signal.aborted) {
    const headers: Record<string, string> = {
      ...sdkHeaders(),
      ...options.headers,
      Accept: "text/event-stream",
    };
    if (token) headers["Authorization"] = `Bearer ${token}`;
    if (state.lastIndex >= 0) headers["Last-Event-ID"] = String(state.lastIndex);
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    signal.addEventListener("abort", abort, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(silence);
      silence = setTimeout(abort, SILENCE_MS);
    };
    try {
      const response = await doFetch(url, { headers, signal: attempt.signal });
      if (response.ok && typeof response.body?.getReader !== "function") {
        // This fetch cannot stream (the answer has no readable body): long-poll instead.
        attempt.abort();
        return false;
      }
      if (!response.ok || !response.body) {
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the problem keeps the text
        }
        throw RefereeProblem.from(response.status, body, response.headers);
      }
      failures = 0;
      let finished = false;
      const parser = createParser({
        onEvent: (message: EventSourceMessage) => {
          if (finished || !message.data) return;
          finished = deliver(toEvent(message.event ?? "message", message.data, message.id));
        },
        onRetry: (ms: number) => {
          reconnectMs = ms;
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      awake();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        awake();
        parser.feed(decoder.decode(value, { stream: true }));
        if (finished) {
          await reader.cancel();
          return true;
        }
      }
    } catch (error) {
      if (signal.aborted) return true;
      const timedOut = attempt.signal.aborted; // silence: a dead connection
      const network = timedOut || isNetworkError(error) || isAbort(error);
      const canRetry = network || (error instanceof RefereeProblem && retryable(error));
      if (!canRetry || failures + 1 >= retry.attempts) throw error;
      const after = error instanceof RefereeProblem ? error.retryAfter : undefined;
      await pause(delayMs(retry, failures, after), signal);
      failures += 1;
      continue;
    } finally {
      clearTimeout(silence);
      signal.removeEventListener("abort", abort);
    }
    // The server ended the stream before the reveal (or the network cut it cleanly):
    // resume from the last entry after the delay it named.
    await pause(reconnectMs, signal);
  }
  return true;
}

function retryOptions(options: SubscribeOptions): Required<RetryOptions> {
  return { attempts: 8, backoffMs: 500, maxBackoffMs: 10_000, maxWaitMs: 30_000, ...options.retry };
}

/** The event of a log entry: its step's name, or `corrected` for a game-master correction. */
function entryEvent(entry: LogEntry): LiveEvent {
  const step = String(entry.step);
  const event = step.startsWith("gm.") ? "corrected" : step;
  return { kind: "entry", event, index: entry.index, data: entry };
}

async function viaPoll(
  url: string,
  token: string | null | undefined,
  state: { lastIndex: number },
  deliver: (event: LiveEvent) => boolean,
  options: SubscribeOptions,
  signal: AbortSignal,
): Promise<void> {
  const retry = retryOptions(options);
  const doFetch = options.fetch ?? globalThis.fetch;
  const waitS = Math.max(0, Math.min(POLL_MAX_WAIT_S, Math.floor(options.pollWaitS ?? POLL_MAX_WAIT_S)));
  let failures = 0;
  // The version of the last answer: the server answers at once when the encounter changed
  // since (a sealed part arrived between two requests).
  let version: number | undefined;
  // What each `sealed` event said, by step and log position: told once, as the stream does.
  const told = new Map<string, string>();
  // The proposal told open last: the answers show the open one; when it is gone, the
  // entries say how it closed (its rejection, its accepted step), else it was withdrawn.
  let open: LiveProposal["proposal"] | undefined;
  const closings = new Map<string, { status: LiveProposal["status"]; index: number }>();
  while (!signal.aborted) {
    const query = new URLSearchParams({ after: String(state.lastIndex), wait: String(waitS) });
    if (version !== undefined) query.set("version", String(version));
    const headers: Record<string, string> = {
      ...sdkHeaders(),
      ...options.headers,
      Accept: "application/json",
    };
    if (token) headers["Authorization"] = `Bearer ${token}`;
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    signal.addEventListener("abort", abort, { once: true });
    // No answer well after the wait the server promised: a dead connection.
    const deadline = setTimeout(abort, waitS * 1000 + SILENCE_MS);
    try {
      const response = await doFetch(`${url}?${query.toString()}`, { headers, signal: attempt.signal });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the problem keeps the text
      }
      if (!response.ok) throw RefereeProblem.from(response.status, body, response.headers);
      if (typeof body !== "object" || body === null || !Array.isArray((body as PollAnswer).entries)) {
        throw new TypeError(`not a long-poll answer from ${url}`); // a broken answer: ask again
      }
      failures = 0;
      const answer = body as PollAnswer;
      for (const entry of answer.entries) {
        if (entry.index <= state.lastIndex) continue; // never hand over an entry twice
        deliver(entryEvent(entry));
        const closed = closedBy(entry);
        if (closed) closings.set(closed.id, closed);
        if (open && closings.has(open.id)) {
          const { status, index } = closings.get(open.id) as { status: LiveProposal["status"]; index: number };
          deliver({ kind: "proposal", event: "proposal", index: null, data: { status, proposal: open, index } });
          open = undefined;
        }
      }
      if (answer.revealed) {
        deliver({ kind: "revealed", event: "revealed", index: null, data: answer.revealed });
        return;
      }
      const atEnd = answer.total === undefined || state.lastIndex + 1 >= answer.total;
      if (atEnd && open && answer.proposal?.id !== open.id) {
        const data: LiveProposal = { status: "withdrawn", proposal: open, index: null };
        deliver({ kind: "proposal", event: "proposal", index: null, data });
        open = undefined;
      }
      if (atEnd && answer.proposal && answer.proposal.id !== open?.id) {
        open = answer.proposal;
        const data: LiveProposal = { status: "open", proposal: open, index: null };
        deliver({ kind: "proposal", event: "proposal", index: null, data });
      }
      for (const sealed of answer.sealed ?? []) {
        const key = `${sealed.step}:${state.lastIndex + 1}`;
        const said = JSON.stringify(sealed);
        if (told.get(key) !== said) {
          told.set(key, said);
          deliver({ kind: "sealed", event: "sealed", index: null, data: sealed });
        }
      }
      version = answer.version;
    } catch (error) {
      if (signal.aborted) return;
      const network = attempt.signal.aborted || isNetworkError(error) || isAbort(error);
      const canRetry = network || (error instanceof RefereeProblem && retryable(error));
      if (!canRetry || failures + 1 >= retry.attempts) throw error;
      const after = error instanceof RefereeProblem ? error.retryAfter : undefined;
      await pause(delayMs(retry, failures, after), signal);
      failures += 1;
    } finally {
      clearTimeout(deadline);
      signal.removeEventListener("abort", abort);
    }
  }
}

/** The proposal a log entry closed: its rejection, or its step once accepted. */
function closedBy(entry: LogEntry): { id: string; status: LiveProposal["status"]; index: number } | undefined {
  if (entry.step === "claims.rejected") {
    const id = (entry.params as { proposal?: unknown }).proposal;
    return typeof id === "string" ? { id, status: "rejected", index: entry.index } : undefined;
  }
  const id = (entry as { claims?: { proposal?: unknown } | null }).claims?.proposal;
  return typeof id === "string" ? { id, status: "accepted", index: entry.index } : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, signal);
  } catch {
    // closed while waiting: the loop ends
  }
}

function viaEventSource(
  url: string,
  state: { lastIndex: number },
  deliver: (event: LiveEvent) => boolean,
  options: SubscribeOptions,
  signal: AbortSignal,
): Promise<void> {
  const EventSourceClass = options.eventSource as EventSourceConstructor;
  return new Promise((resolve, reject) => {
    // The EventSource sends Last-Event-ID itself when it reconnects; `after` only starts it.
    const source = new EventSourceClass(`${url}?after=${state.lastIndex}`);
    const finish = () => {
      source.close();
      resolve();
    };
    signal.addEventListener("abort", finish, { once: true });
    const names = new Set([
      "corrected",
      "sealed",
      "proposal",
      "revealed",
      "expired",
      "claims.rejected",
      "claims.disputed",
      "claims.ruling",
      ...(options.eventNames ?? []),
    ]);
    for (const name of names) {
      source.addEventListener(name, (message) => {
        const id = NOTICES.has(name) ? undefined : message.lastEventId;
        if (deliver(toEvent(name, message.data, id))) finish();
      });
    }
    source.onerror = () => {
      // CLOSED (2): the server refused the stream (an unknown encounter, a 503): an
      // EventSource does not retry that; anything else it retries by itself.
      if (source.readyState === 2 && !signal.aborted) {
        const detail = `the server refused the stream of ${url}`;
        reject(new RefereeProblem({ status: 0, title: "EventSource closed", detail }));
      }
    };
  });
}
