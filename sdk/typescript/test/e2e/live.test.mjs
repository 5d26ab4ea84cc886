// End to end against a live Referee (gunicorn + real Redis): REFEREE_URL names it, and
// REFEREE_FLAKY_URL a proxy in front of it that loses the first answer to every request
// with an Idempotency-Key and answers the second with a 503 (tests/sdk/conftest.py).
// Run by tests/sdk/test_typescript.py; without REFEREE_URL these tests fail, never skip.
import assert from "node:assert/strict";
import { before, test } from "node:test";

import {
  createRefereeClient,
  encounterStep,
  isWaiting,
  RefereeProblem,
  unwrap,
  verify,
  verifyEncounter,
} from "referee-sdk";

import { trooper } from "./support.mjs";

const URL = process.env.REFEREE_URL ?? "";
const FLAKY_URL = process.env.REFEREE_FLAKY_URL ?? "";
const FAST = { backoffMs: 5, maxBackoffMs: 20 };

before(() => {
  assert.ok(URL, "set REFEREE_URL to a running Referee");
  assert.ok(FLAKY_URL, "set REFEREE_FLAKY_URL to the flaky proxy in front of it");
});

async function newFight() {
  const anyone = createRefereeClient({ baseUrl: URL });
  const created = await unwrap(
    anyone.POST("/v1/encounters", {
      body: {
        system: "urban-war",
        name: "ts e2e",
        client_seed: "ts-e2e",
        models: [trooper("r1", "red"), trooper("b1", "blue")],
      },
    }),
  );
  const id = created.encounter.id;
  /** @param {string} token @param {string} [url] */
  const as = (token, url = URL) => createRefereeClient({ baseUrl: url, token });
  const red = as(created.side_tokens["red"] ?? "");
  const blue = as(created.side_tokens["blue"] ?? "");
  const gm = as(created.gm_token);
  const logLength = async () =>
    (await unwrap(anyone.GET("/v1/encounters/{encounter_id}", { params: { path: { encounter_id: id } } })))
      .log_length;
  const orders = async () => {
    await encounterStep(red, id, "urban-war/orders", {});
    await encounterStep(blue, id, "urban-war/orders", {});
  };
  return { anyone, created, id, red, blue, gm, as, logLength, orders };
}

test("a stateless step through the typed client verifies offline", async () => {
  const referee = createRefereeClient({ baseUrl: URL });
  const result = await unwrap(
    referee.POST("/v1/urban-war/command-test", { body: { command: 4, calibre: 1, seed: "ts-e2e" } }),
  );
  assert.equal(result.rng, "referee-dice-v1");
  assert.equal(result.rolls.length, 2);
  assert.equal(verify(result).ok, true);
  const fresh = await unwrap(referee.POST("/v1/urban-war/command-test", { body: { command: 4 } }));
  assert.equal(fresh.seed?.length, 32);
  assert.equal(verify(fresh).ok, true);
  const tampered = structuredClone(fresh);
  const die = tampered.rolls[0];
  assert.ok(die);
  die.value = (die.value % 10) + 1;
  assert.match(String(verify(tampered)), /rolls\[0\] "command test, die 1"/);
});

test("?odds=true adds the exact odds of the roll; /odds answers before rolling", async () => {
  const referee = createRefereeClient({ baseUrl: URL });
  const rolled = await unwrap(
    referee.POST("/v1/urban-war/command-test", {
      params: { query: { odds: true } },
      body: { command: 4, calibre: 1, seed: "ts-odds" },
    }),
  );
  const odds = rolled.odds;
  assert.ok(odds, "the response carries odds");
  const passed = odds.events.find((event) => event.name === "passed");
  assert.ok(passed);
  // CD 4 + CAL 1 needs a natural 10+ (and more than 5): 64 of 100 outcomes of 2d10.
  assert.equal(passed.exact, "16/25");
  assert.equal(passed.occurred, rolled.outcome.passed);
  const before = await unwrap(
    referee.POST("/v1/urban-war/command-test/odds", { body: { command: 4, calibre: 1 } }),
  );
  assert.deepEqual(
    before.odds.events.map((event) => [event.name, event.exact]),
    odds.events.map((event) => [event.name, event.exact]),
  );
});

test("a problem keeps the X-Request-ID the caller sent, which the server echoes", async () => {
  const referee = createRefereeClient({ baseUrl: URL, headers: { "X-Request-ID": "ts-sdk-e2e-0042" } });
  await assert.rejects(
    unwrap(referee.POST("/v1/urban-war/rally", { body: { command: 4, panicked: true, attempt: false } })),
    (/** @type {unknown} */ error) => error instanceof RefereeProblem && error.requestId === "ts-sdk-e2e-0042",
  );
});

test("a validation error is a typed RefereeProblem with per-field errors", async () => {
  const referee = createRefereeClient({ baseUrl: URL });
  await assert.rejects(
    unwrap(referee.POST("/v1/urban-war/rally", { body: { command: 4, panicked: true, attempt: false } })),
    (/** @type {unknown} */ error) => {
      assert.ok(error instanceof RefereeProblem);
      assert.equal(error.status, 422);
      assert.equal(error.code, "validation_error");
      assert.equal(error.title, "Unprocessable Entity");
      assert.ok(error.errors["attempt"]?.length);
      // The server's X-Request-ID (a fresh uuid hex), as its logs name this request.
      assert.match(error.requestId ?? "", /^[0-9a-f]{32}$/);
      return true;
    },
  );
});

test("sealed orders from two clients, idempotent steps, a stale If-Match", async () => {
  const fight = await newFight();
  const waiting = await encounterStep(fight.red, fight.id, "urban-war/orders", {
    orders: { r1: "snap_fire" },
  });
  assert.ok(isWaiting(waiting));
  assert.deepEqual(waiting.waiting_for, ["blue"]);
  const resolved = await encounterStep(fight.blue, fight.id, "urban-war/orders", {});
  assert.ok(!isWaiting(resolved));
  assert.equal(resolved.index, 0);

  const first = await encounterStep(
    fight.gm,
    fight.id,
    "urban-war/initiative",
    {},
    { idempotencyKey: "ts-k1" },
  );
  const again = await encounterStep(
    fight.gm,
    fight.id,
    "urban-war/initiative",
    {},
    { idempotencyKey: "ts-k1" },
  );
  assert.deepEqual(again, first);
  assert.equal(await fight.logLength(), 2);

  await assert.rejects(
    encounterStep(fight.gm, fight.id, "urban-war/initiative", {}, { ifMatch: '"1"' }),
    (/** @type {unknown} */ e) =>
      e instanceof RefereeProblem && e.status === 412 && e.code === "stale_version",
  );
  await assert.rejects(
    encounterStep(fight.red, fight.id, "reveal"),
    (/** @type {unknown} */ e) => e instanceof RefereeProblem && e.status === 403,
  );
});

test("retries through a flaky network apply the step once, with the first answer", async () => {
  const fight = await newFight();
  await fight.orders();
  const gm = fight.as(fight.created.gm_token, FLAKY_URL);
  const answer = await encounterStep(gm, fight.id, "urban-war/initiative", {}, { retry: FAST });
  assert.ok(!isWaiting(answer));
  assert.equal(answer.index, 1);
  assert.equal(await fight.logLength(), 2);
  const exported = await unwrap(
    fight.anyone.GET("/v1/encounters/{encounter_id}/export", {
      params: { path: { encounter_id: fight.id } },
    }),
  );
  assert.deepEqual(exported.log[1]?.rolls, answer.rolls);

  // Without retries the lost answer is a network error, though the step was applied.
  await assert.rejects(
    encounterStep(
      gm,
      fight.id,
      "urban-war/activate",
      { model: answer.outcome.first_player === "red" ? "r1" : "b1" },
      {
        retry: { attempts: 1 },
        token: fight.created.gm_token,
      },
    ),
    TypeError,
  );
  assert.equal(await fight.logLength(), 3);
});

test("reveal, export and verify offline; a tampered export names the roll", async () => {
  const fight = await newFight();
  await fight.orders();
  await encounterStep(fight.gm, fight.id, "urban-war/initiative", {});
  const revealed = await encounterStep(fight.gm, fight.id, "reveal");
  assert.equal(revealed.revealed, true);
  const exported = await unwrap(
    fight.anyone.GET("/v1/encounters/{encounter_id}/export", {
      params: { path: { encounter_id: fight.id } },
    }),
  );
  const result = verifyEncounter(exported);
  assert.equal(result.ok, true, String(result));
  assert.ok(result.rollsChecked >= 2);
  const tampered = structuredClone(exported);
  const die = tampered.log[1]?.rolls[0];
  assert.ok(die);
  die.value = (die.value % die.sides) + 1;
  assert.match(String(verifyEncounter(tampered)), /log\[1\] \(initiative\) rolls\[0\] "initiative roll/);
});
