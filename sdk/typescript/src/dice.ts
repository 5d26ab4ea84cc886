/**
 * referee-dice-v1, the portable dice stream every Referee roll comes from.
 *
 *     key       = UTF-8 bytes of the seed
 *     label     = UTF-8 bytes of the stream label ("" for a stateless step)
 *     block(i)  = HMAC-SHA256(key, label || 0x00 || uint64_big_endian(i)), i = 0, 1, ...
 *     words     = each block as eight big-endian uint32 words, used in order
 *     die(N)    = next word w; if w >= 2^32 - (2^32 mod N) discard it, else 1 + (w mod N)
 */

import { hmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export const RNG = "referee-dice-v1";

// SHA-256 and HMAC come from @noble/hashes: audited, synchronous and free of WebCrypto, so
// verification runs the same in browsers, Electron, React Native and Node. These four stay
// exported under the names earlier versions of this SDK gave them.

/** The UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** SHA-256 of `data` (32 bytes). */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** HMAC-SHA256 of `message` under `key` (32 bytes). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}
const SPACE = 0x100000000;

/** The stream of one (seed, label); `roll(sides)` draws the next die. */
export class DiceStream {
  private readonly key: Uint8Array;
  private readonly message: Uint8Array;
  private readonly counter: DataView;
  private block = 0;
  private words: DataView | null = null;
  private next = 8;

  constructor(seed: string, label = "") {
    if (typeof seed !== "string" || seed.length === 0) {
      throw new TypeError("a referee-dice-v1 seed is a non-empty string");
    }
    this.key = utf8(seed);
    const prefix = utf8(label);
    this.message = new Uint8Array(prefix.length + 1 + 8);
    this.message.set(prefix);
    this.counter = new DataView(this.message.buffer, prefix.length + 1, 8);
  }

  word(): number {
    if (this.next === 8 || this.words === null) {
      // uint64 big-endian block counter; blocks beyond 2^53 are out of reach anyway.
      this.counter.setUint32(0, Math.floor(this.block / SPACE));
      this.counter.setUint32(4, this.block % SPACE);
      const digest = hmacSha256(this.key, this.message);
      this.words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      this.block += 1;
      this.next = 0;
    }
    const word = this.words.getUint32(this.next * 4);
    this.next += 1;
    return word;
  }

  roll(sides: number): number {
    if (!Number.isSafeInteger(sides) || sides < 1) {
      throw new RangeError(`a die has a positive whole number of sides, not ${String(sides)}`);
    }
    const limit = SPACE - (SPACE % sides);
    let word = this.word();
    while (word >= limit) word = this.word();
    return 1 + (word % sides);
  }
}

/** The values of dice with `sides`, drawn in order from the stream of (seed, label). */
export function rollDice(seed: string, label: string, sides: readonly number[]): number[] {
  const stream = new DiceStream(seed, label);
  return sides.map((n) => stream.roll(n));
}

/** What an encounter publishes at creation: the sha256 hex digest of its server seed. */
export function commitment(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** The stream seed of an encounter's steps; step k uses the label String(k). */
export function encounterSeed(serverSeed: string, clientSeed: string | null | undefined): string {
  return `${serverSeed}:${clientSeed ?? ""}`;
}

const SIDE_ESCAPES: Record<string, string> = { "%": "%25", "|": "%7C", "=": "%3D" };

/**
 * The client seed an encounter's dice use once sides have sent their own seeds.
 *
 * The creation client_seed, then `|<side>=<seed>` for each side that sent one, in roster
 * order (`sides`); a side that sent none adds nothing, and with no creation client_seed the
 * result starts with `|`. With no side seed it is the client_seed unchanged. In a side's
 * name `%`, `|` and `=` are written `%25`, `%7C` and `%3D` (side seeds never hold `|` or
 * `=`), so no seed can pass for another side's.
 */
export function combinedClientSeed(
  clientSeed: string | null | undefined,
  sides: readonly string[],
  sideSeeds: Readonly<Record<string, string>> | null | undefined,
): string {
  const seeds = sideSeeds ?? {};
  let combined = clientSeed ?? "";
  for (const side of sides) {
    if (!Object.prototype.hasOwnProperty.call(seeds, side)) continue;
    const quoted = Array.from(side, (c) => SIDE_ESCAPES[c] ?? c).join("");
    combined += `|${quoted}=${seeds[side]}`;
  }
  return combined;
}
