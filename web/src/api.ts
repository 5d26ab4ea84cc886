/** The service this page came from: its spec, a client per token, and one step call. */

import {
  createRefereeClient,
  newIdempotencyKey,
  type RefereeClient,
  RefereeProblem,
  unwrap,
} from "../../sdk/typescript/src/index.js";
import type { Operation, Spec } from "./schemaform.js";

export const BASE_URL = window.location.origin;

export function client(token?: string): RefereeClient {
  return createRefereeClient({ baseUrl: BASE_URL, ...(token ? { token } : {}) });
}

let specPromise: Promise<Spec> | undefined;

/** The served spec (`/openapi.json`): the forms and the actor rules come from it. */
export function loadSpec(): Promise<Spec> {
  specPromise ??= fetch(`${BASE_URL}/openapi.json`, { headers: { Accept: "application/json" } }).then((r) => {
    if (!r.ok) throw new Error(`the spec could not be loaded (${r.status})`);
    return r.json() as Promise<Spec>;
  });
  return specPromise;
}

/** One encounter step the holder of a token may take. */
export interface StepInfo {
  /** Relative to the encounter: "urban-war/shooting", "reveal". */
  path: string;
  operation: Operation;
  actor: string;
  /** The step rolls dice: it takes `?odds=true`. */
  hasOdds: boolean;
}

const PREFIX = "/v1/encounters/{encounter_id}/";

/**
 * The steps of a system, in the spec's order, that a role may call (`x-referee-actor`):
 * the game master those that name `gm`, a side those of `acting side` or `either side`.
 * Corrections (models) are left to the spec's own docs.
 */
export function stepsFor(spec: Spec, system: string, role: "gm" | "side"): StepInfo[] {
  const steps: StepInfo[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    const operation = methods["post"];
    if (!operation || !path.startsWith(PREFIX)) continue;
    const relative = path.slice(PREFIX.length);
    const own = relative.startsWith(`${system}/`) && !relative.startsWith(`${system}/models`);
    if (!own && relative !== "reveal" && relative !== "seeds") continue;
    const actor = operation["x-referee-actor"] ?? "gm";
    const allowed = role === "gm" ? actor.split(" ").includes("gm") : /side/.test(actor);
    if (!allowed) continue;
    const hasOdds = (operation.parameters ?? []).some((p) => p.in === "query" && p.name === "odds");
    steps.push({ path: relative, operation, actor, hasOdds });
  }
  return steps;
}

/**
 * POST one step with an Idempotency-Key (and `?odds=true` when asked); a lost answer is
 * sent again once with the same key, which the server answers without rolling again.
 */
export async function postStep(
  referee: RefereeClient,
  encounterId: string,
  step: string,
  body: unknown,
  odds: boolean,
): Promise<Record<string, unknown>> {
  const key = newIdempotencyKey();
  const post = referee.POST as unknown as (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const init = {
    params: { path: { encounter_id: encounterId }, ...(odds ? { query: { odds: true } } : {}) },
    headers: { "Idempotency-Key": key },
    ...(body === undefined ? {} : { body }),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return (await unwrap(post(`${PREFIX}${step}`, init))) as Record<string, unknown>;
    } catch (error) {
      const retry = error instanceof TypeError || (error instanceof RefereeProblem && [502, 503, 504].includes(error.status));
      if (!retry || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/** A problem as a sentence for people. */
export function explain(error: unknown): string {
  if (error instanceof RefereeProblem) {
    const detail = error.detail || error.title || error.message;
    const fields = Object.entries(error.errors ?? {})
      .filter(([, messages]) => !messages.every((m) => detail.includes(m)))
      .map(([name, messages]) => `${name}: ${messages.join(", ")}`);
    return fields.length ? `${detail} (${fields.join("; ")})` : detail;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
