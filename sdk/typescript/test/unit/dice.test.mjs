// referee-dice-v1 and its SHA-256/HMAC against tests/vectors/dice-v1.json and node:crypto.
import assert from "node:assert/strict";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { test } from "node:test";

import {
  commitment,
  DiceStream,
  encounterSeed,
  hmacSha256,
  rollDice,
  sha256,
  toHex,
  utf8,
} from "referee-sdk";

import { diceCases } from "../vectors.mjs";

test("every referee-dice-v1 vector", () => {
  const cases = diceCases();
  assert.equal(cases.length >= 23, true);
  for (const c of cases) {
    assert.deepEqual(rollDice(c.seed, c.label, c.sides), c.values, `${c.seed} / ${c.label}`);
  }
});

test("the three vectors printed in DESIGN.md", () => {
  assert.deepEqual(rollDice("audit-me", "", Array(10).fill(6)), [4, 2, 2, 2, 3, 3, 2, 2, 5, 4]);
  assert.deepEqual(rollDice("server-secret:client-seed", "7", Array(6).fill(10)), [8, 1, 6, 4, 1, 5]);
  assert.deepEqual(rollDice("zażółć gęślą jaźń", "", [100, 20, 12, 8, 4, 2]), [14, 13, 8, 4, 2, 2]);
});

test("a stream draws dice one at a time, as rollDice does", () => {
  const stream = new DiceStream("one-by-one", "3");
  const sides = [10, 6, 100, 7, 997, 2, 20, 10, 10, 10];
  assert.deepEqual(
    sides.map((n) => stream.roll(n)),
    rollDice("one-by-one", "3", sides),
  );
});

test("bad seeds and dice are refused", () => {
  assert.throws(() => new DiceStream(""), TypeError);
  assert.throws(() => new DiceStream("s").roll(0), RangeError);
  assert.throws(() => new DiceStream("s").roll(2.5), RangeError);
});

test("UTF-8 as TextEncoder writes it, including astral characters", () => {
  for (const text of ["", "ascii", "zażółć gęślą jaźń", "Łódź-kocka-🎲", "日本語", "\u{10FFFF}"]) {
    assert.deepEqual(utf8(text), new TextEncoder().encode(text), text);
  }
});

test("SHA-256 and HMAC-SHA256 match node:crypto on every length around the block size", () => {
  for (let length = 0; length < 200; length++) {
    const data = randomBytes(length);
    assert.equal(toHex(sha256(data)), createHash("sha256").update(data).digest("hex"));
    const key = randomBytes(length % 130); // short keys, 64-byte keys, keys hashed first
    assert.equal(toHex(hmacSha256(key, data)), createHmac("sha256", key).update(data).digest("hex"));
  }
});

test("commitment is the sha256 hex of the server seed; the stream seed joins both seeds", () => {
  const seed = "5916cce4778a8937746c8c01ce2927a9";
  assert.equal(commitment(seed), createHash("sha256").update(seed).digest("hex"));
  assert.equal(encounterSeed(seed, "table"), `${seed}:table`);
  assert.equal(encounterSeed(seed, null), `${seed}:`);
});
