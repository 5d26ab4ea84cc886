/**
 * The proof in a `referee-encounter-v2` export, checked offline: the log's hash chain and
 * the service's Ed25519 signatures (Referee's docs/encounters.md, "The record is proof").
 *
 * - An entry's hash is SHA-256 (hex) of the RFC 8785 canonical JSON of the entry without
 *   `hidden` and `head_hash`; entry 0's `prev_hash` is the encounter's `seed_commitment`,
 *   entry k's is entry k-1's hash, and the encounter's `head_hash` is the last entry's.
 * - A sealed step's `hidden_hash` is HMAC-SHA256 keyed with the server seed over the
 *   canonical JSON of {"index": k, "hidden": <the revealed hidden part>}.
 * - `signatures.commitment` signs the canonical JSON of `commitmentPayload(encounter)`,
 *   `signatures.record` that of `recordPayload(encounter)`, each with the key the JWK set
 *   names by `kid` (Ed25519, RFC 8037; kid is the key's RFC 7638 thumbprint).
 *
 * The canonical JSON is the `canonicalize` package's, Ed25519 `@noble/curves`' and SHA-256
 * `@noble/hashes`': no cryptography here is written by hand.
 */

import { ed25519 } from "@noble/curves/ed25519.js";
import canonicalize from "canonicalize";

import { hmacSha256, sha256, toHex, utf8 } from "./dice.js";

type Json = Record<string, unknown>;

/** A JWK set as GET /.well-known/jwks.json answers it. */
export interface KeySet {
  keys: readonly { kty?: string; crv?: string; x?: string; kid?: string }[];
}

const NOT_HASHED = new Set(["hidden", "head_hash"]);

/** RFC 8785 (JCS) bytes of a JSON value. */
export function canonical(value: unknown): Uint8Array {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError("the value is not JSON");
  return utf8(text);
}

export function entryHash(entry: Json): string {
  const hashed = Object.fromEntries(Object.entries(entry).filter(([k]) => !NOT_HASHED.has(k)));
  return toHex(sha256(canonical(hashed)));
}

export function hiddenHash(serverSeed: string, index: number, hidden: unknown): string {
  return toHex(hmacSha256(utf8(serverSeed), canonical({ index, hidden })));
}

/** What the service signed at creation. */
export function commitmentPayload(encounter: Json): Json {
  return {
    record: "referee-commitment-v1",
    encounter_id: encounter.id ?? null,
    system: encounter.system ?? null,
    rules_versions: encounter.rules_versions ?? null,
    created_at: encounter.created_at ?? null,
    seed_commitment: encounter.seed_commitment ?? null,
    client_seed: encounter.client_seed ?? null,
  };
}

/** What the service signed at the reveal. */
export function recordPayload(encounter: Json): Json {
  return {
    record: "referee-record-v1",
    encounter_id: encounter.id ?? null,
    system: encounter.system ?? null,
    rules_versions: encounter.rules_versions ?? null,
    created_at: encounter.created_at ?? null,
    seed_commitment: encounter.seed_commitment ?? null,
    server_seed: encounter.server_seed ?? null,
    client_seed: encounter.client_seed ?? null,
    side_seeds: encounter.side_seeds ?? null,
    log_length: encounter.log_length ?? null,
    head_hash: encounter.head_hash ?? null,
    version: encounter.version ?? null,
  };
}

/** Each break of the chain as [log position, words]; position log.length is the head. */
export function chainFailures(log: readonly Json[], encounter: Json): [number, string][] {
  const serverSeed = encounter.server_seed;
  let head: unknown = encounter.seed_commitment;
  const found: [number, string][] = [];
  for (const [position, entry] of log.entries()) {
    const where = `log[${position}] (${String(entry.step ?? "?")})`;
    if (entry.prev_hash !== head) {
      found.push([
        position,
        `${where} prev_hash ${JSON.stringify(entry.prev_hash)} is not the hash of the entry ` +
          `before it (${JSON.stringify(head)}): an entry was removed, changed or moved`,
      ]);
      return found;
    }
    if (entry.hidden !== undefined && entry.hidden !== null && typeof serverSeed === "string") {
      const expected = attempt(() => hiddenHash(serverSeed, position, entry.hidden));
      if (expected !== entry.hidden_hash) {
        found.push([position, `${where} hidden is not what its hidden_hash committed to`]);
      }
    }
    head = attempt(() => entryHash(entry));
    if (head === null) {
      found.push([position, `${where} is not JSON that RFC 8785 can write`]);
      return found;
    }
  }
  if (head !== encounter.head_hash) {
    found.push([
      log.length,
      `the log's head hash is ${JSON.stringify(head)}, the encounter says ` +
        `${JSON.stringify(encounter.head_hash)}: entries are missing at the end or changed`,
    ]);
  }
  return found;
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unbase64url(text: string): Uint8Array {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

function thumbprint(x: string): string {
  return base64url(sha256(canonical({ crv: "Ed25519", kty: "OKP", x })));
}

/** null when `signature` signs `payload` with a key of the set, else why not. */
export function signatureProblem(keys: KeySet, payload: unknown, signature: unknown): string | null {
  if (signature === null || typeof signature !== "object") return "there is no signature";
  const { alg, kid, signature: value } = signature as Json;
  if (alg !== "EdDSA") return `the signature's alg is ${JSON.stringify(alg)}, not "EdDSA"`;
  const key = (keys.keys ?? []).find((k) => k.kid === kid && k.kty === "OKP" && k.crv === "Ed25519");
  if (key === undefined) return `the key ${JSON.stringify(kid)} is not one of the key set's Ed25519 keys`;
  const x = String(key.x ?? "");
  if (thumbprint(x) !== kid) return `the key set's key ${JSON.stringify(kid)} is not the key that id names`;
  const valid = attempt(() =>
    ed25519.verify(unbase64url(String(value ?? "")), canonical(payload), unbase64url(x), { zip215: false })
      ? "yes"
      : "no",
  );
  return valid === "yes"
    ? null
    : `the signature does not match the signed record under key ${JSON.stringify(kid)}`;
}

function attempt(compute: () => string): string | null {
  try {
    return compute();
  } catch {
    return null;
  }
}
