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
  /** The step rolls dice: it takes `?odds=true` and has exact odds to show. */
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
    // Odds are offered for the steps that roll: those with a stateless odds route of their
    // own (orders, charges and the like take `?odds=true` too, but roll nothing).
    const oddsRoute = relative === "roll" ? "/v1/dice/odds" : `/v1/${relative}/odds`;
    const hasOdds = (operation.parameters ?? []).some((p) => p.in === "query" && p.name === "odds") && oddsRoute in spec.paths;
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

// What a step's button says it does.
const VERBS: Record<string, string> = {
  reveal: "Reveal the fight",
  seeds: "Add our seed",
  roll: "Roll the dice",
  "urban-war/orders": "Send orders",
  "urban-war/setup-roll": "Roll for set-up",
  "urban-war/initiative": "Roll initiative",
  "urban-war/activate": "Activate",
  "urban-war/movement": "Move",
  "urban-war/shooting": "Shoot",
  "urban-war/melee": "Fight in melee",
  "urban-war/break-off": "Try to break off",
  "urban-war/overwatch-interrupt": "Interrupt",
  "urban-war/panic-test": "Take the panic test",
  "urban-war/command-test": "Take the command test",
  "urban-war/end-activation": "End the activation",
  "umbra-turris/charge": "Charge",
  "umbra-turris/disengage": "Leave the melee",
  "umbra-turris/movement": "Record the move",
  "umbra-turris/action-die": "Set the Action Die",
  "umbra-turris/new-cycle": "Start a new cycle",
  "umbra-turris/melee/exchange": "Declare the exchange",
  "umbra-turris/melee/shield-block": "Block with the shield",
  "umbra-turris/melee/parry": "Choose the location",
  "umbra-turris/melee/attack": "Attack",
  "umbra-turris/shooting/hit": "Roll to hit",
  "umbra-turris/shooting/damage": "Roll the damage",
  "umbra-turris/shooting": "Shoot",
  "umbra-turris/magic/cast": "Cast the spell",
  "umbra-turris/magic/self-heal": "Heal itself",
  "walka/initiative": "Roll initiative",
  "walka/end-turn": "End the turn",
  "walka/action-points": "Spend the AP",
  "walka/instant-chain": "Declare the instants",
  "walka/instant-chain/next": "Go to the next link",
  "walka/hit-location": "Find the hit location",
  "walka/defense": "Roll the defence",
  "walka/attack": "Attack",
  "walka/damage": "Roll the damage",
  "walka/wounds": "Roll the wound",
  "walka/surprise": "Test for surprise",
  "walka/terrain": "Cross the terrain",
  "walka/strike": "Strike",
  "walka/stanch": "Stanch the bleeding",
  "walka/cure-bleeding": "Cure the bleeding",
  "walka/heal-wound": "Heal the wound",
  "walka/status": "Set the status",
  "walka/end-encounter": "End the combat",
};

/** The button of a step: what it does ("Send orders", "Shoot", "Roll initiative"). */
export function buttonText(step: StepInfo): string {
  const known = VERBS[step.path];
  if (known) return known;
  const name = (step.path.split("/").slice(1).join(" ") || step.path).replace(/[-_]+/g, " ");
  return step.hasOdds ? `Roll: ${name}` : `Send: ${name}`;
}
