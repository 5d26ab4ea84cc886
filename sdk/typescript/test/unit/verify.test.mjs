// verify() and verifyEncounter() on the committed saved responses and encounter export:
// they pass as saved, and changing any single value makes them fail, naming the roll.
import assert from "node:assert/strict";
import { test } from "node:test";

import { rollDice, Verification, VerificationError, verify, verifyEncounter } from "referee-sdk";

import { goldenResponses, savedExport, savedResponses } from "../vectors.mjs";

/** @param {number} value @param {number} sides */
const other = (value, sides) => (value % sides) + 1;

test("saved step responses verify", () => {
  const seeded = savedResponses().filter((s) => s.response.rng === "referee-dice-v1");
  assert.ok(seeded.length >= 3);
  for (const { name, response } of seeded) {
    const result = verify(response);
    assert.ok(result instanceof Verification);
    assert.equal(result.ok, true, `${name}: ${result}`);
    assert.equal(result.rollsChecked, response.rolls.length);
    assert.match(String(result), /^verified: \d+ rolls match referee-dice-v1$/);
  }
});

test("tampering with any one die of a saved response fails and names that roll", () => {
  for (const { name, response } of savedResponses().filter((s) => s.response.seed)) {
    response.rolls.forEach((/** @type {any} */ roll, /** @type {number} */ i) => {
      const tampered = structuredClone(response);
      tampered.rolls[i].value = other(roll.value, roll.sides);
      const result = verify(tampered);
      assert.equal(result.ok, false, name);
      assert.equal(result.mismatches.length, 1);
      const [mismatch] = result.mismatches;
      assert.equal(mismatch?.roll, i);
      assert.equal(mismatch?.expected, roll.value);
      assert.equal(mismatch?.purpose, roll.purpose);
      assert.ok(
        String(result).includes(
          `rolls[${i}] "${roll.purpose}": d${roll.sides} is ${tampered.rolls[i].value}`,
        ),
        String(result),
      );
    });
  }
});

test("a changed seed fails too; manual dice cannot be verified", () => {
  const [saved] = savedResponses().filter((s) => s.response.seed);
  assert.ok(saved);
  assert.equal(verify({ ...saved.response, seed: saved.response.seed + "x" }).ok, false);
  const manual = savedResponses().find((s) => s.response.rng === "manual");
  assert.ok(manual);
  const result = verify(manual.response);
  assert.equal(result.ok, false);
  assert.match(result.problems[0] ?? "", /manual/);
});

test("every seeded golden response of every rule system verifies", () => {
  let checked = 0;
  for (const { file, name, response } of goldenResponses()) {
    if (response.rng !== "referee-dice-v1") continue;
    const result = verify(response);
    assert.equal(result.ok, true, `${file} ${name}: ${result}`);
    checked += result.rollsChecked;
  }
  assert.ok(checked > 100, `only ${checked} rolls`);
});

test("the saved encounter export verifies: commitment and every roll", () => {
  const exported = savedExport();
  const result = verifyEncounter(exported);
  assert.equal(result.ok, true, String(result));
  const rolls = exported.log.reduce((/** @type {number} */ n, /** @type {any} */ e) => n + e.rolls.length, 0);
  assert.equal(result.rollsChecked, rolls);
  assert.ok(rolls > 10);
});

test("tampering with any one logged die fails and names the log entry and the roll", () => {
  const saved = savedExport();
  let tried = 0;
  saved.log.forEach((/** @type {any} */ entry, /** @type {number} */ k) => {
    entry.rolls.forEach((/** @type {any} */ roll, /** @type {number} */ i) => {
      const exported = savedExport();
      exported.log[k].rolls[i].value = other(roll.value, roll.sides);
      const result = verifyEncounter(exported);
      assert.equal(result.ok, false);
      assert.equal(result.mismatches.length, 1);
      const [mismatch] = result.mismatches;
      assert.equal(mismatch?.entry, k);
      assert.equal(mismatch?.step, entry.step);
      assert.equal(mismatch?.roll, i);
      assert.ok(
        String(result).includes(`log[${k}] (${entry.step}) rolls[${i}] "${roll.purpose}"`),
        String(result),
      );
      tried++;
    });
  });
  assert.ok(tried > 10);
});

test("a server seed that is not the committed one fails the commitment", () => {
  const exported = savedExport();
  exported.encounter.server_seed = exported.encounter.server_seed.replace(/^./, (/** @type {string} */ c) =>
    c === "0" ? "1" : "0",
  );
  const result = verifyEncounter(exported);
  assert.equal(result.ok, false);
  assert.match(result.problems[0] ?? "", /seed_commitment .* is not sha256\(server_seed\)/);

  const forged = savedExport();
  forged.encounter.seed_commitment = "0".repeat(64);
  assert.match(verifyEncounter(forged).problems[0] ?? "", /not the one committed to/);
});

test("a log with a missing, reordered or renumbered entry fails", () => {
  const dropped = savedExport();
  dropped.log.splice(1, 1);
  const result = verifyEncounter(dropped);
  assert.equal(result.ok, false);
  assert.ok(result.problems.some((p) => p.includes("log entries")));
  assert.ok(result.problems.some((p) => p.includes("out of order or has gaps")));

  const swapped = savedExport();
  [swapped.log[1], swapped.log[2]] = [swapped.log[2], swapped.log[1]];
  assert.equal(verifyEncounter(swapped).ok, false);
});

test("an unrevealed or foreign document is not verified", () => {
  const hidden = savedExport();
  hidden.encounter.server_seed = null;
  assert.match(verifyEncounter(hidden).problems[0] ?? "", /not revealed/);
  const foreign = savedExport();
  foreign.format = "something-else";
  assert.match(verifyEncounter(foreign).problems[0] ?? "", /format/);
});

test("one encounter step answer verifies with the revealed seed passed in", () => {
  const exported = savedExport();
  const { server_seed, client_seed } = exported.encounter;
  const entry = exported.log.find((/** @type {any} */ e) => e.rolls.length > 0);
  const answer = { rng: "referee-dice-v1", label: String(entry.index), rolls: entry.rolls };
  assert.match(verify(answer).problems[0] ?? "", /no seed/);
  assert.equal(verify(answer, { seed: `${server_seed}:${client_seed}` }).ok, true);
  assert.deepEqual(
    entry.rolls.map((/** @type {any} */ r) => r.value),
    rollDice(
      `${server_seed}:${client_seed}`,
      String(entry.index),
      entry.rolls.map((/** @type {any} */ r) => r.sides),
    ),
  );
});

test("throwIfFailed throws a VerificationError that names the roll", () => {
  const exported = savedExport();
  const k = exported.log.findIndex((/** @type {any} */ e) => e.rolls.length > 0);
  exported.log[k].rolls[0].value = other(exported.log[k].rolls[0].value, exported.log[k].rolls[0].sides);
  assert.throws(
    () => verifyEncounter(exported).throwIfFailed(),
    (/** @type {unknown} */ error) =>
      error instanceof VerificationError && error.message.includes(`log[${k}]`) && !error.verification.ok,
  );
  assert.equal(verifyEncounter(savedExport()).throwIfFailed().ok, true);
});
