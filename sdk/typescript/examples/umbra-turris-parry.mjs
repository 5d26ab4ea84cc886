// One Umbra Turris fight between two players on two clients (two phones, two VTT windows):
// a knight charges a brigand and they trade blows. In every exchange both players choose a
// location at the same time: the attacker where it strikes, the defender where it guards.
// Each sends its choice with its own side token; Referee keeps the first one sealed (202)
// until the other is in, then resolves the parry. When the fight is over the game master
// reveals the encounter and the whole fight is verified offline, without trusting Referee.
//
//     cd sdk/typescript && npm ci && npm run build
//     node examples/umbra-turris-parry.mjs http://127.0.0.1:8000
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
/** @type {("head" | "body" | "legs")[]} */
const LOCATIONS = ["head", "body", "legs"];
/** Each player's own secret choice. */
const choose = () => LOCATIONS[Math.floor(Math.random() * LOCATIONS.length)] ?? "body";

/** @param {string} id @param {string} side @param {string} name */
const duelist = (id, side, name) => ({
  id,
  side,
  name,
  profile: { weapon_skill: 4, strength: 3, speed: 3, ballistic_skill: 3, toughness: 3, wounds: 4 },
  equipment: { weapon_modifier: 1, armour: 0, has_shield: false, weapon_damage: 1 },
});

// The game master creates the encounter and hands each player its side's token.
const table = createRefereeClient({ baseUrl });
const created = await unwrap(
  table.POST("/v1/encounters", {
    body: {
      system: "umbra-turris",
      name: "Sealed parries (TypeScript example)",
      client_seed: "ts-example",
      models: [duelist("knight", "red", "Red Knight"), duelist("brigand", "blue", "Blue Brigand")],
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
/** @type {Record<string, string>} */
const sideOf = { knight: "red", brigand: "blue" };
console.log(`Encounter ${id}; the server committed to seed sha256 ${created.encounter.seed_commitment}`);

/** @param {{ index: number, step: string, rolls: { value: number }[] }} answer @param {string} what */
const show = (answer, what) => {
  const dice = answer.rolls.map((r) => r.value).join(" ");
  console.log(`  #${answer.index} ${answer.step.padEnd(13)} ${what}${dice ? `  dice ${dice}` : ""}`);
};

show(
  rolled(await encounterStep(player("red"), id, "umbra-turris/charge", { attacker: "knight", defender: "brigand" })),
  "the knight charges the brigand",
);

let winner = "";
for (let round = 1; round <= 60 && !winner; round++) {
  const [attacker, defender] = round % 2 ? ["knight", "brigand"] : ["brigand", "knight"];
  const [attackerSide, defenderSide] = [sideOf[attacker] ?? "", sideOf[defender] ?? ""];
  console.log(`Exchange ${round}: the ${attacker} attacks`);
  show(
    rolled(await encounterStep(player(attackerSide), id, "umbra-turris/melee/exchange", { attacker, defender })),
    `${attacker} -> ${defender}`,
  );
  const doc = await unwrap(
    table.GET("/v1/encounters/{encounter_id}", { params: { path: { encounter_id: id } } }),
  );
  if (doc.system !== "umbra-turris" || !doc.state.exchange) throw new Error("no exchange open");
  const exchange = doc.state.exchange.id;

  // Both players choose at once; whoever sends first waits, sealed, for the other.
  const strike = choose();
  const guard = choose();
  const first = await encounterStep(player(attackerSide), id, "umbra-turris/melee/parry", {
    exchange,
    location: strike,
  });
  if (isWaiting(first))
    console.log(`     the ${attacker}'s choice is in, sealed; waiting for ${first.waiting_for.join(", ")}`);
  const parry = await encounterStep(player(defenderSide), id, "umbra-turris/melee/parry", {
    exchange,
    location: guard,
  });
  if (isWaiting(parry)) throw new Error("the parry did not resolve");
  show(parry, `strikes at the ${strike}, guarded ${guard}: ${parry.outcome.outcome}`);
  if (!parry.outcome.attack_gets_through) continue;

  const blow = await encounterStep(player(attackerSide), id, "umbra-turris/melee/attack", {
    attacker,
    defender,
    attack_type: "standard",
  });
  const result = blow.outcome;
  show(blow, result.success ? `hits for ${result.damage}: ${result.wounds_after} wounds left` : "misses");
  if (result.out_of_action) winner = attacker;
}
console.log(
  winner
    ? `The fight is over: the ${winner} wins, its enemy is out of action`
    : "Both still stand after 60 exchanges",
);

// The game master reveals the server seed; anyone can now check every roll offline.
const revealed = await encounterStep(gm, id, "reveal");
console.log(`Revealed server seed ${revealed.server_seed}`);
const exported = await unwrap(
  table.GET("/v1/encounters/{encounter_id}/export", { params: { path: { encounter_id: id } } }),
);
const firstParry = exported.log.find((entry) => entry.step === "melee.parry");
console.log(`The first exchange's sealed choices: ${JSON.stringify(firstParry?.params ?? {})}`);
const verification = verifyEncounter(exported);
console.log(`Offline check of ${exported.log.length} log entries: ${verification}`);
process.exitCode = verification.ok ? 0 : 1;
