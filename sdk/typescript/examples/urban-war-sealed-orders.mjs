// One Urban War fight between two players on two clients (two phones, two VTT windows):
// each gives its squad's orders sealed with its own side token, the game master rolls
// initiative, the players take turns until one squad is out; then the game master reveals
// the encounter and the fight is verified offline, roll by roll, without trusting Referee.
//
//     cd sdk/typescript && npm ci && npm run build
//     node examples/urban-war-sealed-orders.mjs http://127.0.0.1:8000
//
// (REFEREE_URL works instead of the argument.) Exits 1 when the verification fails.
import { createRefereeClient, encounterStep, isWaiting, unwrap, verifyEncounter } from "referee-sdk";


/**
 * This example plays under the default `trusted` claims policy, so no step is a proposal.
 * @template T
 * @param {T} answer
 * @returns {Exclude<T, import("referee-sdk").Schemas["ProposalAnswer"]>}
 */
const rolled = (answer) => {
  if (answer && typeof answer === "object" && "proposal" in answer) {
    throw new Error("a proposal: this example's encounter is not trusted");
  }
  return /** @type {any} */ (answer);
};

const baseUrl = process.argv[2] ?? process.env.REFEREE_URL ?? "http://127.0.0.1:8000";
const RIFLE = { name: "Rifle", bands: { short: "+1/5", medium: "0/5", long: "-1/5", extreme: "-" } };
const BLADE = { name: "Blade", fs_bonus: 1, bands: { melee: "0x2/5" } };

/** @param {"red" | "blue"} side @param {number} n */
const trooper = (side, n) => ({
  id: `${side[0]}${n}`,
  side,
  name: `${side} trooper ${n}`,
  is_commander: n === 1,
  assault_skill: 5,
  shooting_skill: 5,
  strength: 4,
  toughness: 3,
  wounds_max: 1,
  command: 6,
  size: 2,
  movement: 4,
  first_strike: 4,
  weapons: [RIFLE, BLADE],
});

// The game master creates the encounter and hands each player its side's token.
const table = createRefereeClient({ baseUrl });
const created = await unwrap(
  table.POST("/v1/encounters", {
    body: {
      system: "urban-war",
      name: "Sealed orders (TypeScript example)",
      client_seed: "ts-example",
      models: [1, 2, 3].flatMap((n) => [trooper("red", n), trooper("blue", n)]),
    },
  }),
);
const id = created.encounter.id;
const gm = createRefereeClient({ baseUrl, token: created.gm_token });
/** @type {Record<string, import("referee-sdk").RefereeClient>} */
const players = {
  red: createRefereeClient({ baseUrl, token: created.side_tokens["red"] ?? "" }),
  blue: createRefereeClient({ baseUrl, token: created.side_tokens["blue"] ?? "" }),
};
const player = (/** @type {string} */ side) => {
  const client = players[side];
  if (!client) throw new Error(`no player for ${side}`);
  return client;
};
console.log(`Encounter ${id}; the server committed to seed sha256 ${created.encounter.seed_commitment}`);

/** @param {{ index: number, step: string, rolls: { value: number }[] }} answer @param {string} what */
const show = (answer, what) => {
  const dice = answer.rolls.map((r) => r.value).join(" ");
  console.log(`  #${answer.index} ${answer.step.padEnd(14)} ${what}${dice ? `  dice ${dice}` : ""}`);
};

let shownRound = 0;
for (let requests = 0; requests < 600; requests++) {
  const doc = await unwrap(
    table.GET("/v1/encounters/{encounter_id}", { params: { path: { encounter_id: id } } }),
  );
  if (doc.system !== "urban-war") throw new Error("not an Urban War encounter");
  const state = doc.state;
  const models = Object.values(state.models);
  if (state.phase === "ended") {
    console.log(`The fight is over: winner ${state.winner}`);
    break;
  }
  if (state.round !== shownRound) {
    shownRound = state.round;
    const left = (/** @type {string} */ side) => models.filter((m) => m.side === side && m.in_play).length;
    console.log(`Round ${shownRound} (red ${left("red")} left, blue ${left("blue")} left)`);
  }
  if (state.phase === "command") {
    // Each player sends its own orders with its own token; the first is sealed (202).
    for (const side of ["red", "blue"]) {
      const mine = models.filter((m) => m.side === side && m.in_play && m.engaged_with.length === 0);
      /** @type {Record<string, "snap_fire" | "overwatch">} */
      const orders = Object.fromEntries(mine.map((m) => [m.id, "snap_fire"]));
      const answer = await encounterStep(player(side), id, "urban-war/orders", { orders });
      if (isWaiting(answer))
        console.log(`     ${side}'s orders are in, face down; waiting for ${answer.waiting_for.join(", ")}`);
      else show(answer, `${side}'s orders are in: both revealed`);
    }
  } else if (state.initiative === null) {
    show(await encounterStep(gm, id, "urban-war/initiative", {}), "initiative (game master)");
  } else if (state.pending_panic.length > 0) {
    const due = state.pending_panic[0];
    if (!due) continue;
    const side = state.models[due.model]?.side ?? "";
    /** @type {import("referee-sdk").Schemas["UrbanWarPanicTestEncounterParams"]["trigger"]} */
    const trigger = /** @type {any} */ (due.trigger);
    show(
      rolled(await encounterStep(player(side), id, "urban-war/panic-test", { model: due.model, trigger })),
      `${due.model} panic test`,
    );
  } else if (state.activation) {
    const model = state.activation.model;
    const side = state.models[model]?.side ?? "";
    show(
      await encounterStep(player(side), id, "urban-war/end-activation", { model }),
      `${model} ends its activation`,
    );
  } else {
    const side = state.active_player ?? "";
    const me = models.find((m) => m.side === side && m.in_play && !m.activated && m.has_order);
    const enemy = models.find((m) => m.side !== side && m.in_play);
    if (!me || !enemy) throw new Error("nobody to activate");
    show(rolled(await encounterStep(player(side), id, "urban-war/activate", { model: me.id })), `${me.id} activates`);
    const target = me.engaged_with[0];
    if (target) {
      show(rolled(await encounterStep(player(side), id, "urban-war/melee", { target })), `${me.id} fights ${target}`);
    } else {
      const shot = rolled(await encounterStep(player(side), id, "urban-war/shooting", {
        target: enemy.id,
        distance_in: 10,
      }));
      show(shot, `${me.id} shoots ${enemy.id}${shot.outcome.wounds_after === 0 ? ": down" : ""}`);
    }
  }
}

// The game master reveals the server seed; anyone can now check every roll offline.
const revealed = await encounterStep(gm, id, "reveal");
console.log(`Revealed server seed ${revealed.server_seed}`);
const exported = await unwrap(
  table.GET("/v1/encounters/{encounter_id}/export", { params: { path: { encounter_id: id } } }),
);
const orders = exported.log.find((entry) => entry.step === "orders");
console.log(`Round 1's sealed orders, public since the reveal: ${JSON.stringify(orders?.hidden ?? {})}`);
const verification = verifyEncounter(exported);
console.log(`Offline check of ${exported.log.length} log entries: ${verification}`);
process.exitCode = verification.ok ? 0 : 1;
