// Claims and consent through the TypeScript SDK (issue 29), against a live Referee
// (gunicorn + real Redis, REFEREE_URL; run by tests/sdk/test_typescript_claims.py): a short
// fight of each system under opponent_confirms, in which a proposal is withdrawn, one
// rejected and one accepted, another step throws ProposalOpen while one is open, a side
// disputes a logged step and the game master rules; subscribe tells every proposal as it
// opens and closes, and the export verifies at the end with every claim and its author.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import {
  acceptProposal,
  createRefereeClient,
  dispute,
  encounterStep,
  isProposed,
  isWaiting,
  ProposalOpen,
  RefereeProblem,
  rejectProposal,
  rule,
  subscribe,
  unwrap,
  verifyEncounter,
  withdrawProposal,
} from "referee-sdk";

import { trooper } from "../e2e/support.mjs";

const URL = process.env.REFEREE_URL ?? "";
const MOD = [{ reason: "a claimed edge", value: 1 }];

const RIFLE = {
  name: "Rifle",
  bands: { melee: null, short: "+1/5", medium: "0/5", long: "-1/5", extreme: "-" },
};
/** @type {import("referee-sdk").Subscription[]} */
const subscriptions = [];

before(() => {
  assert.ok(URL, "set REFEREE_URL to a running Referee");
});

// A fight that failed before its reveal leaves its subscription open: close it, so that
// node ends.
after(() => {
  for (const live of subscriptions) live.close();
});

/** An Urban War trooper with a rifle. @param {string} id @param {string} side */
function rifleman(id, side) {
  return { ...trooper(id, side), weapons: [RIFLE] };
}

/** @typedef {import("referee-sdk").RefereeClient} Client */
/** @typedef {import("referee-sdk").EncounterStep} Step */

/**
 * A fresh encounter under opponent_confirms, its clients, and what its live updates told.
 * @param {import("referee-sdk").Schemas["UrbanWarEncounterCreate"] | import("referee-sdk").Schemas["WalkaEncounterCreate"] | import("referee-sdk").Schemas["UmbraTurrisEncounterCreate"]} body
 */
async function table(body) {
  const anyone = createRefereeClient({ baseUrl: URL });
  const created = await unwrap(anyone.POST("/v1/encounters", { body: { ...body, claims_policy: "opponent_confirms" } }));
  const id = created.encounter.id;
  /** @type {Record<string, Client>} */
  const sides = {};
  for (const [side, token] of Object.entries(created.side_tokens)) {
    sides[side] = createRefereeClient({ baseUrl: URL, token });
  }
  const gm = createRefereeClient({ baseUrl: URL, token: created.gm_token });
  /** @type {import("referee-sdk").LiveEvent[]} */
  const told = [];
  const live = subscribe(id, null, (event) => told.push(event), { baseUrl: URL });
  subscriptions.push(live);
  const answers = { withdrawn: 0, rejected: 0, accepted: 0 };
  const state = async () =>
    /** @type {Record<string, any>} */ (
      (await unwrap(anyone.GET("/v1/encounters/{encounter_id}", { params: { path: { encounter_id: id } } }))).state
    );
  /** Wait until the live updates told `count` events (a proposal is a notice, not an entry:
   * one made before the stream connected would not be told again). @param {number} count */
  const heard = async (count) => {
    const end = Date.now() + 10_000;
    while (told.length < count) {
      assert.ok(Date.now() < end, JSON.stringify(told));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /**
   * A step as a proposal: withdrawn once, rejected once, then accepted.
   * @param {Step} step @param {any} params @param {Client} proposer @param {Client} confirmer
   */
  const consent = async (step, params, proposer, confirmer) => {
    const first = /** @type {unknown} */ (await encounterStep(proposer, id, /** @type {any} */ (step), params));
    assert.ok(isProposed(first), JSON.stringify(first));
    assert.ok(Object.keys(first.proposal.claims).length > 0);
    const withdrawn = await withdrawProposal(proposer, id, first.proposal.id);
    assert.equal(withdrawn.status, "withdrawn");
    answers.withdrawn += 1;
    const second = /** @type {unknown} */ (await encounterStep(proposer, id, /** @type {any} */ (step), params));
    assert.ok(isProposed(second));
    // While it is open, every other step waits, with a typed error that names it.
    await assert.rejects(
      encounterStep(proposer, id, /** @type {any} */ (step), params),
      (error) => error instanceof ProposalOpen && error.detail.includes(second.proposal.id),
    );
    const rejection = await rejectProposal(confirmer, id, second.proposal.id, "not what the table shows");
    assert.equal(rejection.step, "claims.rejected");
    answers.rejected += 1;
    const third = /** @type {unknown} */ (await encounterStep(proposer, id, /** @type {any} */ (step), params));
    assert.ok(isProposed(third));
    await assert.rejects(
      acceptProposal(proposer, id, third.proposal.id),
      (error) => error instanceof RefereeProblem && error.code === "own_proposal",
    );
    const accepted = await acceptProposal(confirmer, id, third.proposal.id);
    assert.equal(accepted.step, third.proposal.step);
    assert.equal(accepted.role, third.proposal.proposer);
    answers.accepted += 1;
    return accepted;
  };
  /** @param {number} index @param {Client} side @param {"upheld" | "dismissed"} ruling */
  const disputeAndRule = async (index, side, ruling) => {
    const disputed = await dispute(side, id, index, "that is not what happened");
    assert.equal(disputed.step, "claims.disputed");
    const ruled = await rule(gm, id, disputed.index, ruling, "the game master looked");
    assert.equal(ruled.step, "claims.ruling");
    assert.equal(/** @type {any} */ (ruled.params).ruling, ruling);
  };
  /** Reveal; the export verifies, lists every claim, and the live updates told each
   * proposal as it opened and closed. */
  const finish = async () => {
    await encounterStep(gm, id, "reveal");
    const path = { params: { path: { encounter_id: id } } };
    const exported = await unwrap(anyone.GET("/v1/encounters/{encounter_id}/export", path));
    const checked = await verifyEncounter(exported);
    assert.ok(checked.ok && checked.chainOk, JSON.stringify(checked.failures));
    const onServer = await unwrap(anyone.GET("/v1/encounters/{encounter_id}/verify", path));
    assert.ok(onServer.ok, JSON.stringify(onServer));
    const log = exported.log;
    const steps = log.map((entry) => entry.step);
    assert.equal(steps.filter((s) => s === "claims.rejected").length, answers.rejected);
    assert.ok(steps.includes("claims.disputed") && steps.includes("claims.ruling"));
    const consented = log.filter((entry) => entry.claims?.proposal);
    assert.equal(consented.length, answers.accepted);
    for (const entry of consented) assert.notEqual(entry.claims?.accepted_by, entry.claims?.made_by);
    const listed = (exported.claims ?? []).filter((c) => "claims" in c).map((c) => c.index);
    assert.deepEqual(listed, log.filter((entry) => entry.claims).map((entry) => entry.index));
    await live.done;
    const statuses = told.flatMap((event) => (event.kind === "proposal" ? [event.data.status] : []));
    for (const [status, count] of Object.entries(answers)) {
      assert.equal(statuses.filter((s) => s === status).length, count, JSON.stringify(statuses));
    }
    assert.equal(statuses.filter((s) => s === "open").length, answers.withdrawn + answers.rejected + answers.accepted);
    const entries = told.flatMap((event) => (event.kind === "entry" ? [event.index] : []));
    assert.deepEqual(entries, log.map((_, index) => index));
    assert.equal(told.at(-1)?.kind, "revealed");
  };
  return { id, sides, gm, answers, state, heard, consent, disputeAndRule, finish };
}

test("Urban War under opponent_confirms", { timeout: 60_000 }, async () => {
  const t = await table({ system: "urban-war", models: [rifleman("r1", "red"), rifleman("b1", "blue")] });
  const red = /** @type {Client} */ (t.sides["red"]);
  const blue = /** @type {Client} */ (t.sides["blue"]);
  const waiting = await encounterStep(red, t.id, "urban-war/orders", { orders: { r1: "snap_fire" } });
  assert.ok(isWaiting(waiting) && !isProposed(waiting));
  await t.heard(1); // `sealed`
  await encounterStep(blue, t.id, "urban-war/orders", { orders: { b1: "snap_fire" } });
  await encounterStep(t.gm, t.id, "urban-war/initiative", {});
  // A command test with a claimed modifier: blue consents (r1 is red's own model).
  const tested = await t.consent("urban-war/command-test", { model: "r1", modifiers: MOD }, red, blue);
  assert.ok(tested.rolls.length > 0);
  // The side that won the initiative shoots; the distance is a claim its target accepts.
  const first = (await t.state())["active_player"];
  const [mine, theirs] = first === "red" ? [red, blue] : [blue, red];
  const [shooter, target] = first === "red" ? ["r1", "b1"] : ["b1", "r1"];
  await encounterStep(mine, t.id, "urban-war/activate", { model: shooter });
  const shot = await encounterStep(mine, t.id, "urban-war/shooting", { target, distance_in: 10 });
  assert.ok(isProposed(shot));
  assert.deepEqual(shot.proposal.confirm, [first === "red" ? "side:blue" : "side:red"]);
  const fired = await acceptProposal(theirs, t.id, shot.proposal.id);
  t.answers.accepted += 1;
  await t.disputeAndRule(fired.index, theirs, "dismissed");
  await t.finish();
});

test("Walka under opponent_confirms", { timeout: 60_000 }, async () => {
  const sword = { id: "sword", kind: "melee", damage: 12, quality: 2, skill_die: "d10" };
  /** @param {string} id @param {string} side @param {number} spd */
  const character = (id, side, spd) => ({
    id,
    side,
    spd,
    dex_level: 3,
    str_level: 3,
    ref_level: 2,
    con_level: 2,
    max_hp: 30,
    max_mp: 6,
    mp: 1,
    armour_skill_die: "d8",
    unarmed_skill_die: "d4",
    weapons: [sword],
  });
  const t = await table(
    /** @type {any} */ ({ system: "walka", models: [character("Ala", "north", 12), character("Bor", "south", 10)] }),
  );
  await encounterStep(t.gm, t.id, "walka/initiative", {});
  await t.heard(1);
  const mover = (await t.state())["turn"]["character"];
  const other = mover === "Ala" ? "Bor" : "Ala";
  const mine = /** @type {Client} */ (t.sides[mover === "Ala" ? "north" : "south"]);
  const theirs = /** @type {Client} */ (t.sides[mover === "Ala" ? "south" : "north"]);
  // "From behind" is a claim about the defender's back: the defender's side consents.
  const sight = { attacker: mover, target: other, mode: "random", from_behind: true };
  const located = await t.consent("walka/hit-location", sight, mine, theirs);
  assert.ok(located.rolls.length > 0);
  await encounterStep(theirs, t.id, "walka/defense", { defender: other, attack_kind: "melee", type: "dodge" });
  const attacked = await encounterStep(mine, t.id, "walka/attack", { attacker: mover, target: other, form: "cut" });
  assert.ok(!isProposed(attacked)); // neutral claims: rolled at once, as under trusted
  await t.disputeAndRule(attacked.index, theirs, "upheld");
  await t.finish();
});

test("Umbra Turris under opponent_confirms", { timeout: 60_000 }, async () => {
  const equipment = { weapon_modifier: 1, armour: 0, has_shield: false, weapon_damage: 1 };
  const profile = {
    leadership: 7,
    movement: 10,
    weapon_skill: 4,
    strength: 3,
    speed: 3,
    ballistic_skill: 5,
    toughness: 3,
    wounds: 3,
  };
  const strong = { ...profile, weapon_skill: 6, strength: 5, toughness: 4 };
  const t = await table({
    system: "umbra-turris",
    models: [
      { id: "knight", side: "red", profile: strong, equipment },
      { id: "archer", side: "blue", profile, equipment },
      { id: "guard", side: "blue", profile, equipment },
    ],
  });
  const red = /** @type {Client} */ (t.sides["red"]);
  const blue = /** @type {Client} */ (t.sides["blue"]);
  // The game master's own claims are the game master's: logged at once.
  const die = await encounterStep(t.gm, t.id, "umbra-turris/action-die", { model: "guard", has_action_die: false });
  assert.ok(!isProposed(die));
  await t.heard(1);
  // The distance is the archer's claim; the knight's side consents to it.
  const shot = { shooter: "archer", target: "knight", distance_cm: 20 };
  const hit = await t.consent("umbra-turris/shooting/hit", shot, blue, red);
  if (/** @type {any} */ (hit.outcome)["hit"]) {
    const damage = await encounterStep(blue, t.id, "umbra-turris/shooting/damage", {
      shooter: "archer",
      target: "knight",
    });
    assert.ok(!isProposed(damage));
  }
  // Whom the knight reaches is a claim too: the guard's side consents.
  const charge = await encounterStep(red, t.id, "umbra-turris/charge", { attacker: "knight", defender: "guard" });
  assert.ok(isProposed(charge));
  assert.deepEqual(charge.proposal.confirm, ["side:blue"]);
  await acceptProposal(blue, t.id, charge.proposal.id);
  t.answers.accepted += 1;
  const exchange = await encounterStep(red, t.id, "umbra-turris/melee/exchange", {
    attacker: "knight",
    defender: "guard",
  });
  assert.ok(!isProposed(exchange));
  await t.disputeAndRule(exchange.index, blue, "dismissed");
  await t.finish();
});
