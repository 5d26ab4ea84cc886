/**
 * Claims and consent on the table: what a side claimed (a distance, cover, a modifier), a
 * proposal waiting for the other side (or the game master) to accept it, and disputes of a
 * logged step with the game master's ruling. In words a player reads: "red claims +2 (aimed),
 * soft cover, at 8 in".
 */

import { newIdempotencyKey, type RefereeClient, unwrap } from "../../sdk/typescript/src/index.js";
import { show, words } from "./dom.js";
import type { Proposal } from "./feed.js";
import type { Spec } from "./schemaform.js";

/** Claim name -> the value that claims nothing, for a step (by its log name) of a system. */
export type Neutrals = Record<string, unknown>;

export function neutralsOf(spec: Spec, system: string, stepName: string): Neutrals {
  const path = stepName.replace(/\./g, "/").replace(/_/g, "-");
  const route = path === "roll" ? "/v1/encounters/{encounter_id}/roll" : `/v1/encounters/{encounter_id}/${system}/${path}`;
  const declared = spec.paths[route]?.["post"]?.["x-referee-claims"] ?? [];
  return Object.fromEntries(declared.filter((c) => "neutral" in c).map((c) => [c.param, c.neutral]));
}

/** The claims that say something: those not at their neutral value (no cover, no modifier). */
function said(claims: Record<string, unknown>, neutrals: Neutrals): [string, unknown][] {
  return Object.entries(claims).filter(([name, value]) => {
    if (!(name in neutrals)) return true;
    const neutral = neutrals[name];
    // Cover given without a type is no cover, as the form leaves it.
    if (name === "cover") return Boolean(value && typeof value === "object" && ((value as { type?: string }).type ?? "none") !== "none");
    return JSON.stringify(value) !== JSON.stringify(neutral);
  });
}

/** `side:red` -> "red", `gm` -> "the game master". */
export function roleName(role: string): string {
  if (role === "gm") return "the game master";
  if (role === "trusted" || role === "neutral") return role;
  return role.replace(/^side:/, "");
}

/** "blue", "blue or green", "the game master". */
export function whoOf(roles: string[]): string {
  const names = roles.map(roleName);
  return names.length <= 1 ? (names[0] ?? "nobody") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One claim in words: "at 8 in", "soft cover", "+2 (aimed)", "no line of sight". */
function claimWords(name: string, value: unknown): string {
  if (name === "distance_in" || name === "charge_distance_in") return `${name.startsWith("charge") ? "a charge of" : "at"} ${show(value)} in`;
  if (name === "distance_cm") return `at ${show(value)} cm`;
  if (name === "cover" && value && typeof value === "object") {
    const cover = value as Record<string, unknown>;
    const type = String(cover["type"] ?? "none");
    const extra = Object.entries(cover).filter(([k]) => k !== "type").map(([k, v]) => `${words(k)} ${show(v)}`);
    return type === "none" ? "no cover" : `${words(type)} cover${extra.length ? ` (${extra.join(", ")})` : ""}`;
  }
  if (Array.isArray(value)) {
    if (!value.length) return `no ${words(name)}`;
    return value
      .map((item) => {
        if (item && typeof item === "object" && "value" in item) {
          const mod = item as { value: number; reason?: string; source?: string };
          const why = mod.reason ?? mod.source;
          return `${signed(Number(mod.value))}${why ? ` (${why})` : ""}`;
        }
        return show(item);
      })
      .join(", ");
  }
  if (name === "has_los") return value ? "in line of sight" : "no line of sight";
  if (typeof value === "boolean") return value ? words(name) : `not ${words(name)}`;
  if (typeof value === "number") return `${words(name)} ${name.includes("modifier") || name.includes("penalty") ? signed(value) : value}`;
  return `${words(name)} ${words(show(value))}`;
}

/** The claims of a step as one phrase: "+2 (aimed), soft cover, at 8 in" (neutral ones left out). */
export function claimsWords(claims: Record<string, unknown>, neutrals: Neutrals = {}): string {
  const words = said(claims, neutrals).map(([name, value]) => claimWords(name, value));
  return words.length ? words.join(", ") : "nothing out of the ordinary";
}

// The params that name who acts and on whom, for "shooting by r1 on b1".
const ACTORS = ["model", "actor", "attacker", "shooter", "mage", "character"];
const TARGETS = ["target", "defender", "opponent"];

/** What a proposal would do: "shooting by r1 on b1" (`acting`: the model acting now, when the step does not name it). */
export function proposedStep(proposal: Proposal, acting?: string): string {
  const params = proposal.params;
  const actor = ACTORS.map((k) => params[k]).find((v) => typeof v === "string") ?? acting;
  const target = TARGETS.map((k) => params[k]).find((v) => typeof v === "string");
  return `${words(proposal.step)}${actor ? ` by ${String(actor)}` : ""}${target ? ` on ${String(target)}` : ""}`;
}

/** The sentence every page shows of an open proposal. */
export function proposalSentence(proposal: Proposal, neutrals: Neutrals = {}, acting?: string): string {
  return `${roleName(proposal.proposer)} claims ${claimsWords(proposal.claims, neutrals)} for ${proposedStep(proposal, acting)}.`;
}

/** What a log entry records of its claims: "Claimed by red: at 10 in, no cover; accepted by blue." */
export function claimsRecordWords(record: unknown, neutrals: Neutrals = {}): string | null {
  if (!record || typeof record !== "object") return null;
  const { values, made_by: madeBy, accepted_by: acceptedBy } = record as { values?: Record<string, unknown>; made_by?: string; accepted_by?: string };
  if (!values || !Object.keys(values).length) return null;
  const accepted =
    acceptedBy === "trusted" ? "trusted as sent" : acceptedBy === "neutral" ? "nothing to accept" : acceptedBy ? `accepted by ${roleName(acceptedBy)}` : "";
  if (!said(values, neutrals).length) return null; // nothing claimed beyond the ordinary
  return `Claimed by ${roleName(madeBy ?? "?")}: ${claimsWords(values, neutrals)}${accepted ? `; ${accepted}` : ""}.`;
}

type Call = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** POST one of the claims routes (accept, reject, withdraw, dispute, ruling) with an Idempotency-Key. */
export async function postClaims(
  referee: RefereeClient,
  path: string,
  pathParams: Record<string, string | number>,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const post = referee.POST as unknown as Call;
  return (await unwrap(
    post(path, {
      params: { path: pathParams },
      headers: { "Idempotency-Key": newIdempotencyKey() },
      ...(body === undefined ? {} : { body }),
    }),
  )) as Record<string, unknown>;
}
