/** Dice as faces: a d6 shows its pips, any other die its number and its kind (d10, d100). */

import type { RollLike } from "../../sdk/typescript/src/index.js";
import { h, svg } from "./dom.js";

// Pip positions on a 3 x 3 grid (0..8, row by row) for each face of a d6.
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function face(roll: RollLike): SVGElement {
  const body = svg("rect", { x: 2, y: 2, width: 44, height: 44, rx: 8, class: "die-body" });
  if (roll.sides === 6 && PIPS[roll.value]) {
    const pips = (PIPS[roll.value] ?? []).map((cell) =>
      svg("circle", { cx: 10 + (cell % 3) * 14, cy: 10 + Math.floor(cell / 3) * 14, r: 4, class: "pip" }),
    );
    return svg("svg", { viewBox: "0 0 48 48", width: 48, height: 48, "aria-hidden": "true" }, body, pips);
  }
  const shape =
    roll.sides === 10
      ? svg("polygon", { points: "24,2 46,20 24,46 2,20", class: "die-body" })
      : roll.sides === 20
        ? svg("polygon", { points: "24,2 45,14 45,34 24,46 3,34 3,14", class: "die-body" })
        : body;
  return svg(
    "svg",
    { viewBox: "0 0 48 48", width: 48, height: 48, "aria-hidden": "true" },
    shape,
    svg("text", { x: 24, y: roll.sides === 10 ? 24 : 27, class: "die-value", "text-anchor": "middle" }, roll.value),
    svg("text", { x: 24, y: roll.sides === 10 ? 35 : 41, class: "die-kind", "text-anchor": "middle" }, `d${roll.sides}`),
  );
}

/** One die with what it was for: "d10 showing 7: hit roll, shot 1". */
export function die(roll: RollLike): HTMLElement {
  const purpose = roll.purpose ?? "";
  return h(
    "figure",
    {
      class: "die",
      role: "img",
      "aria-label": `d${roll.sides} showing ${roll.value}${purpose ? `: ${purpose}` : ""}`,
      "data-sides": roll.sides,
      "data-value": roll.value,
    },
    face(roll),
    h("figcaption", {}, h("span", { class: "die-number" }, `${roll.value}`), purpose ? ` ${purpose}` : ""),
  );
}

/** Every die of a step, in the order drawn. */
export function diceRow(rolls: readonly RollLike[] | undefined): HTMLElement {
  if (!rolls || rolls.length === 0) return h("p", { class: "no-dice" }, "No dice rolled.");
  return h("div", { class: "dice", role: "group", "aria-label": `${rolls.length} dice` }, rolls.map(die));
}
