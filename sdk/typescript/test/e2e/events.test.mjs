// Live updates against a live Referee (gunicorn + real Redis): REFEREE_URL names it, and
// REFEREE_CUTTING_URL a proxy in front of it that drops every event stream after a few
// entries, and every other long-poll answer that carries entries before the client has it
// (tests/support/cutting_proxy.py), so `subscribe` must resume: with Last-Event-ID, or by
// asking again after the last entry it handed over.
// Run by tests/sdk/test_typescript.py; without these variables the tests fail, never skip.
import assert from "node:assert/strict";
import { before, test } from "node:test";

import { EventSource } from "eventsource";
import { createRefereeClient, encounterStep, RefereeProblem, subscribe, unwrap } from "referee-sdk";

import { trooper } from "./support.mjs";

const URL = process.env.REFEREE_URL ?? "";
const CUTTING_URL = process.env.REFEREE_CUTTING_URL ?? "";

before(() => {
  assert.ok(URL, "set REFEREE_URL to a running Referee");
  assert.ok(CUTTING_URL, "set REFEREE_CUTTING_URL to the cutting proxy in front of it");
});

async function newFight() {
  const anyone = createRefereeClient({ baseUrl: URL });
  const created = await unwrap(
    anyone.POST("/v1/encounters", {
      body: { system: "urban-war", models: [trooper("r1", "red"), trooper("b1", "blue")] },
    }),
  );
  /** @param {string} token */
  const as = (token) => createRefereeClient({ baseUrl: URL, token });
  return {
    id: created.encounter.id,
    red: created.side_tokens["red"] ?? "",
    blue: created.side_tokens["blue"] ?? "",
    gm: as(created.gm_token),
    as,
  };
}

/** Wait (up to 30 s) until `check()` holds. @param {() => boolean} check */
async function until(check) {
  const end = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for the subscriber");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @param {Awaited<ReturnType<typeof newFight>>} fight @param {number} steps */
async function play(fight, steps) {
  await encounterStep(fight.as(fight.red), fight.id, "urban-war/orders", { orders: { r1: "snap_fire" } });
  await encounterStep(fight.as(fight.blue), fight.id, "urban-war/orders", { orders: { b1: "overwatch" } });
  for (let i = 0; i < steps; i++) {
    await encounterStep(fight.gm, fight.id, "urban-war/command-test", { model: "r1" });
  }
  return encounterStep(fight.gm, fight.id, "reveal");
}

test("subscribe (fetch) gets every event in order through a stream that keeps dropping", async () => {
  const fight = await newFight();
  /** @type {import("referee-sdk").LiveEvent[]} */
  const got = [];
  const live = subscribe(fight.id, fight.red, (event) => got.push(event), { baseUrl: CUTTING_URL });
  // Each step waits for the subscriber to have heard what it must see: on a loaded machine a
  // subscriber that falls behind would meet blue's part already in (no `sealed` to hear) or
  // the encounter already revealed (its entries then come revealed, as they should).
  await encounterStep(fight.as(fight.red), fight.id, "urban-war/orders", { orders: { r1: "snap_fire" } });
  await until(() => got.some((event) => event.kind === "sealed"));
  await encounterStep(fight.as(fight.blue), fight.id, "urban-war/orders", { orders: { b1: "overwatch" } });
  for (let i = 0; i < 10; i++) {
    await encounterStep(fight.gm, fight.id, "urban-war/command-test", { model: "r1" });
  }
  await until(() => got.filter((event) => event.kind === "entry").length === 11);
  const revealed = await encounterStep(fight.gm, fight.id, "reveal");
  await live.done;
  const entries = got.filter((event) => event.kind === "entry");
  assert.deepEqual(
    entries.map((event) => event.index),
    [...Array(11).keys()],
  );
  assert.deepEqual(
    entries.map((event) => event.event),
    ["orders", ...Array(10).fill("command_test")],
  );
  const first = entries[0];
  assert.ok(first && first.kind === "entry");
  assert.deepEqual(first.data.params, { parts: { red: "sealed", blue: "sealed" } });
  const sealed = got.find((event) => event.kind === "sealed");
  assert.ok(sealed && sealed.kind === "sealed");
  const { head_hash: sealedHead, ...told } = /** @type {Record<string, unknown>} */ (sealed.data);
  assert.deepEqual(told, { step: "orders", submitted: ["red"], waiting_for: ["blue"] });
  assert.match(String(sealedHead), /^[0-9a-f]{64}$/); // nothing logged yet: the commitment
  // Each entry event carries the head once it is logged: the next entry's prev_hash.
  const chain = entries.map((event) => /** @type {Record<string, unknown>} */ (event.data));
  assert.equal(chain[0]?.prev_hash, sealedHead);
  for (let i = 1; i < chain.length; i++) assert.equal(chain[i]?.prev_hash, chain[i - 1]?.head_hash);
  assert.doesNotMatch(JSON.stringify(got.slice(0, -1)), /snap_fire|overwatch/);
  const last = got.at(-1);
  assert.ok(last && last.kind === "revealed");
  assert.deepEqual(last.data, revealed);
  assert.equal(/** @type {Record<string, unknown>} */ (last.data).head_hash, chain.at(-1)?.head_hash);
  assert.equal(live.lastIndex, 10);
});

test("subscribe by long-poll (streaming disabled) gets every event once, in order, across cut connections", async () => {
  const fight = await newFight();
  /** @type {import("referee-sdk").LiveEvent[]} */
  const got = [];
  const asked = { streams: 0, polls: 0 };
  /** Counts what is asked: no stream at all, only long-polls. @type {typeof fetch} */
  const counting = (input, init) => {
    const headers = /** @type {Record<string, string>} */ (init?.headers ?? {});
    if (headers["Accept"] === "text/event-stream") asked.streams += 1;
    else if (String(input).includes("/log?after=")) asked.polls += 1;
    return fetch(input, init);
  };
  const live = subscribe(fight.id, fight.red, (event) => got.push(event), {
    baseUrl: CUTTING_URL,
    longPoll: true,
    pollWaitS: 5,
    fetch: counting,
  });
  await encounterStep(fight.as(fight.red), fight.id, "urban-war/orders", { orders: { r1: "snap_fire" } });
  await until(() => got.some((event) => event.kind === "sealed"));
  await encounterStep(fight.as(fight.blue), fight.id, "urban-war/orders", { orders: { b1: "overwatch" } });
  for (let i = 0; i < 10; i++) {
    await encounterStep(fight.gm, fight.id, "urban-war/command-test", { model: "r1" });
    // Now and then let the subscriber catch up, so that several answers carry entries
    // (the proxy drops every other one of them).
    if (i % 3 === 2) await until(() => got.filter((event) => event.kind === "entry").length === i + 2);
  }
  await until(() => got.filter((event) => event.kind === "entry").length === 11);
  const revealed = await encounterStep(fight.gm, fight.id, "reveal");
  await live.done;
  const entries = got.filter((event) => event.kind === "entry");
  // No gap, no repeat: 0..10 once each, in order.
  assert.deepEqual(
    entries.map((event) => event.index),
    [...Array(11).keys()],
  );
  assert.deepEqual(
    entries.map((event) => event.event),
    ["orders", ...Array(10).fill("command_test")],
  );
  assert.deepEqual(
    got.map((event) => event.kind),
    ["sealed", ...Array(11).fill("entry"), "revealed"],
  );
  const sealed = got[0];
  assert.ok(sealed && sealed.kind === "sealed");
  const { head_hash: sealedHead, ...told } = /** @type {Record<string, unknown>} */ (sealed.data);
  assert.deepEqual(told, { step: "orders", submitted: ["red"], waiting_for: ["blue"] });
  // Each entry as the stream sends it: sealed parts hidden, the chain's head on each.
  const first = entries[0];
  assert.ok(first && first.kind === "entry");
  assert.deepEqual(first.data.params, { parts: { red: "sealed", blue: "sealed" } });
  const chain = entries.map((event) => /** @type {Record<string, unknown>} */ (event.data));
  assert.equal(chain[0]?.prev_hash, sealedHead);
  for (let i = 1; i < chain.length; i++) assert.equal(chain[i]?.prev_hash, chain[i - 1]?.head_hash);
  assert.doesNotMatch(JSON.stringify(got.slice(0, -1)), /snap_fire|overwatch/);
  const last = got.at(-1);
  assert.ok(last && last.kind === "revealed");
  assert.deepEqual(last.data, revealed);
  assert.equal(live.lastIndex, 10);
  assert.equal(asked.streams, 0);
  assert.ok(asked.polls >= 4, `only ${asked.polls} long-polls`);
});

test("subscribe long-polls by itself where fetch cannot stream, and resumes after a given index", async () => {
  const fight = await newFight();
  await play(fight, 3);
  let streamsAsked = 0;
  /** A fetch like React Native's: an answer without a readable body. @type {typeof fetch} */
  const noStreams = async (input, init) => {
    const headers = /** @type {Record<string, string>} */ (init?.headers ?? {});
    if (headers["Accept"] === "text/event-stream") {
      streamsAsked += 1;
      return new Response(null, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    }
    return fetch(input, init);
  };
  /** @type {(number | null)[]} */
  const seen = [];
  const live = subscribe(fight.id, null, (event) => seen.push(event.index), {
    baseUrl: URL,
    after: 1,
    fetch: noStreams,
  });
  await live.done;
  assert.deepEqual(seen, [2, 3, null]);
  assert.equal(streamsAsked, 1);
});

test("subscribe resumes after a given index and close() ends it", async () => {
  const fight = await newFight();
  await play(fight, 3);
  /** @type {(number | null)[]} */
  const seen = [];
  const live = subscribe(fight.id, null, (event) => seen.push(event.index), { baseUrl: URL, after: 2 });
  await live.done;
  assert.deepEqual(seen, [3, null]);
  const open = await newFight();
  const idle = subscribe(open.id, null, () => {}, { baseUrl: URL });
  setTimeout(() => idle.close(), 200);
  await idle.done;
});

test("subscribe through an EventSource hears the step names it is given", async () => {
  const fight = await newFight();
  /** @type {string[]} */
  const names = [];
  const live = subscribe(fight.id, null, (event) => names.push(`${event.event}:${event.index}`), {
    baseUrl: URL,
    eventSource: EventSource,
    eventNames: ["orders", "command_test"],
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await play(fight, 2);
  await live.done;
  assert.deepEqual(names, [
    "sealed:null",
    "orders:0",
    "command_test:1",
    "command_test:2",
    "revealed:null",
  ]);
});

test("an unknown encounter rejects with its problem", async () => {
  const live = subscribe("0".repeat(32), null, () => {}, { baseUrl: URL });
  await assert.rejects(live.done, (/** @type {unknown} */ error) => {
    return error instanceof RefereeProblem && error.status === 404;
  });
});
