// verify() of dice-notation rolls (tests/golden/dice): the dice of the stream, and the
// evaluation tree standing on them; changing a total, a face or a success fails.
import assert from "node:assert/strict";
import { test } from "node:test";

import { checkTree, verify } from "referee-sdk";

import { goldenResponses } from "../vectors.mjs";

const dice = () => goldenResponses().filter((g) => g.file === "dice/roll.json");

test("every golden dice roll's tree stands on its rolls, and seeded ones verify", () => {
  assert.ok(dice().length >= 5);
  for (const { name, response } of dice()) {
    assert.deepEqual(checkTree(response.outcome, response.rolls), [], name);
    if (response.seed) assert.equal(verify(response).ok, true, `${name}: ${verify(response)}`);
  }
});

test("a changed total, face or success fails verify and says where", () => {
  const advantage = dice().find((g) => g.response.outcome.expression === "2d20kh1+5")?.response;
  assert.ok(advantage);
  const total = structuredClone(advantage);
  total.outcome.total += 1;
  assert.match(String(verify(total)), /total is \d+, the tree gives \d+/);
  const face = structuredClone(advantage);
  const die = face.outcome.tree.left.dice[0];
  die.faces[0].face = die.value = (die.value % 20) + 1;
  assert.match(String(verify(face)), /but rolls\[0\] is a d20 showing/);
  const pool = structuredClone(dice().find((g) => g.response.outcome.expression === "10d10>=6")?.response);
  const success = pool.outcome.tree.of.dice.find((/** @type {any} */ d) => d.success);
  success.success = false;
  assert.match(String(verify(pool)), /success should be true/);
});
