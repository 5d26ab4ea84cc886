/** Referee's errors (application/problem+json, RFC 9457) as one typed error. */

import type { components } from "./generated/schema.js";

export type Problem = components["schemas"]["Problem"];

const PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  412: "Precondition Failed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The members every problem has; the others are its `extensions`. */
const STANDARD = new Set(["type", "title", "status", "detail", "code", "errors"]);

/**
 * An error answer from Referee, or from something in front of it (a proxy's 502).
 *
 * `status`, `title` and `detail` are always set; `code` is Referee's machine-readable
 * kind (`validation_error`, `stale_version`, ...; undefined when the answer was not
 * problem+json) and `errors` holds validation messages by field path
 * (`{ "attacker.wounds": ["..."] }`). Every other member of the answer (`next_steps`,
 * `proposal`, what a newer server adds) is kept in `extensions`, as sent.
 *
 * Two codes have subclasses: `ProposalOpen` (409 `proposal_open`: a proposal waits for its
 * answer) and `NotYourClaim` (403 `not_your_claim`: a claim on another side's model);
 * `RefereeProblem.from` picks them, so `error instanceof ProposalOpen` tells them apart.
 */
export class RefereeProblem extends Error {
  override name = "RefereeProblem";
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly type: string;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]>;
  /** Seconds the server asked to wait before retrying (Retry-After), if it did. */
  readonly retryAfter: number | undefined;
  /** The answer's X-Request-ID: quote it when you report a problem, the server logs it. */
  readonly requestId: string | undefined;
  /** The problem's other members, as sent (RFC 9457 extensions). */
  readonly extensions: Record<string, unknown>;

  constructor(init: {
    status: number;
    title: string;
    detail: string;
    type?: string;
    code?: string;
    errors?: Record<string, string[]>;
    retryAfter?: number;
    requestId?: string;
    extensions?: Record<string, unknown>;
  }) {
    super(`${init.status} ${init.title}: ${init.detail}`);
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.type = init.type ?? "about:blank";
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter;
    this.requestId = init.requestId;
    this.extensions = { ...init.extensions };
  }

  /** What the server says applies instead (`next_steps`), when it says. */
  get nextSteps(): unknown {
    return this.extensions["next_steps"];
  }

  /** The proposal the problem names (`proposal`), when the server sends it. */
  get proposal(): Record<string, unknown> | undefined {
    const proposal = this.extensions["proposal"];
    return proposal !== null && typeof proposal === "object" ? (proposal as Record<string, unknown>) : undefined;
  }

  /**
   * Build the error from an HTTP answer: `body` is what openapi-fetch parsed (JSON, or
   * text when the answer was not JSON). A body that is not problem+json is kept in
   * `detail` (shortened) with the status phrase as its title.
   */
  static from(status: number, body: unknown, headers?: Headers): RefereeProblem {
    const phrase = PHRASES[status] ?? "Error";
    const seconds = Number(headers?.get("retry-after") ?? Number.NaN);
    const retryAfter = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
    const requestId = headers?.get("x-request-id") || undefined;
    if (body !== null && typeof body === "object" && typeof (body as Problem).detail === "string") {
      const problem = body as Partial<Problem>;
      const errors =
        problem.errors !== null && typeof problem.errors === "object" ? problem.errors : undefined;
      const code = typeof problem.code === "string" ? problem.code : undefined;
      const actual = typeof problem.status === "number" ? problem.status : status;
      const extensions = Object.fromEntries(
        Object.entries(body as Record<string, unknown>).filter(([key]) => !STANDARD.has(key)),
      );
      const Kind = code !== undefined && BY_CODE[code]?.status === actual ? BY_CODE[code].kind : RefereeProblem;
      return new Kind({
        status: actual,
        title: typeof problem.title === "string" && problem.title ? problem.title : phrase,
        detail: problem.detail as string,
        type: typeof problem.type === "string" ? problem.type : undefined,
        code,
        errors,
        retryAfter,
        requestId,
        extensions,
      });
    }
    const text = (typeof body === "string" ? body : body == null ? "" : JSON.stringify(body)).trim();
    return new RefereeProblem({
      status,
      title: phrase,
      detail: text.slice(0, 500) || phrase,
      retryAfter,
      requestId,
    });
  }
}

/** 409 `proposal_open`: a proposal waits for its answer (accept, reject or withdraw it
 * first); the detail names it and who must answer it. */
export class ProposalOpen extends RefereeProblem {
  override name = "ProposalOpen";
}

/** 403 `not_your_claim`: the step sets a claim on another side's model; that claim is its
 * own side's (it adds it when it accepts), or the game master's. */
export class NotYourClaim extends RefereeProblem {
  override name = "NotYourClaim";
}

const BY_CODE: Record<string, { status: number; kind: typeof RefereeProblem }> = {
  proposal_open: { status: 409, kind: ProposalOpen },
  not_your_claim: { status: 403, kind: NotYourClaim },
};

export function isRefereeProblem(error: unknown): error is RefereeProblem {
  return error instanceof RefereeProblem;
}
