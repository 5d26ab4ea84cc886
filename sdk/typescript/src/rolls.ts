/**
 * Dice notation: any roll with Referee's seeded audit and exact odds.
 *
 *     const answer = await roll(client, "4d6kh3 + 2", { seed: "table-7", odds: true });
 *     answer.outcome.line;              // "4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16"
 *     (await diceOdds(client, "2d20kh1+5")).odds.results[0]?.mean;   // 18.825
 *     await freeRoll(side, encounterId, "1d20+3", "Perception, Rook");
 *
 * Typed by the spec; a problem answer throws `RefereeProblem` (`unwrap`), and a free roll
 * goes through `encounterStep` (an Idempotency-Key, safe retries). The grammar:
 * docs/dice-notation.md in the Referee repository.
 */

import { encounterStep, unwrap, type StepAnswer, type StepOptions } from "./client.js";
import type { components } from "./generated/schema.js";
import type { RefereeClient } from "./typed.js";

export type DiceRollResponse = components["schemas"]["DiceRollResponse"];
// The odds answer of every step, the dice roll's included.
export type DiceOddsResponse = components["schemas"]["OddsResponse"];

export interface RollOptions {
  /** Roll from this referee-dice-v1 seed (default: the server picks one and returns it). */
  seed?: string;
  /** Dice rolled at the table instead, in the order the answer's `rolls` lists them. */
  dice?: number[];
  /** Add the exact odds of the total and where this roll fell in them. */
  odds?: boolean;
}

/** Roll a dice expression (POST /v1/dice/roll). */
export function roll(
  client: RefereeClient,
  expression: string,
  options: RollOptions = {},
): Promise<DiceRollResponse> {
  const body = {
    expression,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.dice === undefined ? {} : { dice: options.dice }),
  };
  return unwrap(
    client.POST("/v1/dice/roll", { body, params: { query: { odds: options.odds ?? false } } }),
  );
}

/** The exact odds of a dice expression (POST /v1/dice/odds); nothing is rolled. */
export function diceOdds(client: RefereeClient, expression: string): Promise<DiceOddsResponse> {
  return unwrap(client.POST("/v1/dice/odds", { body: { expression } }));
}

/**
 * A free roll on an encounter (POST /v1/encounters/{id}/roll), logged with its label, with
 * the game master's or any side's token; `verifyEncounter` recomputes it.
 */
export function freeRoll(
  client: RefereeClient,
  encounterId: string,
  expression: string,
  label: string,
  options: StepOptions = {},
): Promise<StepAnswer<"roll">> {
  return encounterStep(client, encounterId, "roll", { expression, label }, options);
}
