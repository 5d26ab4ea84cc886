// Dice notation end to end against a live Referee (REFEREE_URL): roll, diceOdds and
// freeRoll, typed by the spec, and offline verification of what they answer.
import assert from "node:assert/strict";
import { before, test } from "node:test";

import {
  createRefereeClient,
  diceOdds,
  freeRoll,
  RefereeProblem,
  roll,
  unwrap,
  verify,
  verifyEncounter,
} from "referee-sdk";

import { trooper } from "./support.mjs";

const URL = process.env.REFEREE_URL ?? "";

before(() => {
  assert.ok(URL, "set REFEREE_URL to a running Referee");
});

test("roll, with a seed, dice at the table and odds; a typo is a problem", async () => {
  const client = createRefereeClient({ baseUrl: URL });
  const seeded = await roll(client, "4d6kh3 + 2", { seed: "table-7", odds: true });
  assert.equal(seeded.seed, "table-7");
  assert.equal(verify(seeded).ok, true, String(verify(seeded)));
  assert.equal(seeded.odds?.results[0]?.mean_exact, "18461/1296");
  const manual = await roll(client, "3dF+2", { dice: [3, 1, 2] });
  assert.equal(manual.outcome.line, "3dF (+, -, 0) + 2 = 2");
  const odds = await diceOdds(client, "10d10>=6");
  assert.equal(odds.odds.results[0]?.name, "successes");
  await assert.rejects(roll(client, "4d6kh"), (error) => {
    assert.ok(error instanceof RefereeProblem);
    assert.equal(error.detail, "expected a number after kh at column 6");
    return true;
  });
});

test("a free roll on an encounter verifies offline after the reveal", async () => {
  const open = createRefereeClient({ baseUrl: URL });
  const created = await unwrap(
    open.POST("/v1/encounters", {
      body: { system: "urban-war", models: [trooper("r1", "red"), trooper("b1", "blue")] },
    }),
  );
  const id = created.encounter.id;
  const red = createRefereeClient({ baseUrl: URL, token: created.side_tokens["red"] ?? "" });
  // A side's first free roll waits for the other sides' seeds (docs/encounters.md).
  const blue = createRefereeClient({ baseUrl: URL, token: created.side_tokens["blue"] ?? "" });
  await unwrap(
    blue.POST("/v1/encounters/{encounter_id}/seeds", {
      params: { path: { encounter_id: id } },
      body: { seed: "blue-seed" },
    }),
  );
  const answer = await freeRoll(red, id, "1d20+3", "Perception, Rook");
  assert.equal(answer.outcome.label, "Perception, Rook");
  const gm = createRefereeClient({ baseUrl: URL, token: created.gm_token });
  await unwrap(gm.POST("/v1/encounters/{encounter_id}/reveal", { params: { path: { encounter_id: id } } }));
  const exported = await unwrap(
    open.GET("/v1/encounters/{encounter_id}/export", { params: { path: { encounter_id: id } } }),
  );
  assert.equal(verifyEncounter(exported).ok, true, String(verifyEncounter(exported)));
});
