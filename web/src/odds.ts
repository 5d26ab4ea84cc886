/**
 * A step's exact odds (`?odds=true`) to look at: one small SVG bar chart per result (the
 * probability of every value), the rolled value's bar marked by a hatch, an outline and a
 * "rolled" label (readable without colour), and where the roll fell: "luckier than 83% of
 * rolls". Events (passed, any hit, ...) as a list with their exact fractions.
 */

import { h, svg, words } from "./dom.js";
import { plain } from "./text.js";

export interface OddsValue {
  value: number;
  probability: number;
  exact: string;
}
export interface OddsResult {
  name: string;
  description: string;
  distribution: OddsValue[];
  mean: number | null;
  mean_exact: string | null;
  actual: number | null;
  percentile: number | null;
  applies: number;
  applies_exact: string;
}
export interface OddsEvent {
  name: string;
  description: string;
  probability: number;
  exact: string;
  occurred: boolean | null;
}
export interface StepOdds {
  method: string;
  method_description: string;
  available?: boolean;
  reason?: string;
  events: OddsEvent[];
  results: OddsResult[];
}

const percent = (p: number): string => {
  const value = p * 100;
  if (value > 0 && value < 1) return "<1%";
  if (value < 100 && value > 99) return ">99%";
  return `${Math.round(value)}%`;
};

/** "luckier than 83% of rolls" from the server's mid-rank percentile. */
export function luck(percentile: number): string {
  return `luckier than ${Math.round(percentile)}% of rolls`;
}

let chartCount = 0;

/** One result as bars: value on the x axis, probability as height. */
export function chart(result: OddsResult): HTMLElement {
  const bars = result.distribution;
  const width = Math.max(160, Math.min(560, bars.length * 34 + 20));
  const height = 140;
  const base = 110;
  const top = 18;
  const step = (width - 20) / Math.max(1, bars.length);
  const barWidth = Math.max(6, step * 0.7);
  const highest = Math.max(...bars.map((b) => b.probability), 1e-9);
  const hatch = `hatch-${++chartCount}`;
  const title = `${words(result.name)}: ${plain(result.description)}`;
  const items: SVGElement[] = [
    svg(
      "defs",
      {},
      svg(
        "pattern",
        { id: hatch, patternUnits: "userSpaceOnUse", width: 6, height: 6, patternTransform: "rotate(45)" },
        svg("rect", { width: 6, height: 6, class: "hatch-ground" }),
        svg("line", { x1: 0, y1: 0, x2: 0, y2: 6, class: "hatch-line" }),
      ),
    ),
    svg("line", { x1: 6, y1: base, x2: width - 6, y2: base, class: "axis" }),
  ];
  bars.forEach((bar, i) => {
    const x = 10 + i * step + (step - barWidth) / 2;
    const barHeight = Math.max(1, ((base - top) * bar.probability) / highest);
    const rolled = result.actual !== null && bar.value === result.actual;
    const label = `${bar.value}: ${bar.exact} (${percent(bar.probability)})${rolled ? ", rolled" : ""}`;
    items.push(
      svg(
        "g",
        { class: rolled ? "bar rolled" : "bar", "data-value": bar.value, ...(rolled ? { "data-rolled": "true" } : {}) },
        svg("title", {}, label),
        svg("rect", {
          x,
          y: base - barHeight,
          width: barWidth,
          height: barHeight,
          ...(rolled ? { fill: `url(#${hatch})` } : {}),
        }),
        svg("text", { x: x + barWidth / 2, y: base + 14, "text-anchor": "middle", class: "tick" }, bar.value),
        bars.length <= 12
          ? svg(
              "text",
              { x: x + barWidth / 2, y: base - barHeight - 4, "text-anchor": "middle", class: "pct" },
              percent(bar.probability),
            )
          : null,
        rolled
          ? svg("text", { x: x + barWidth / 2, y: base + 28, "text-anchor": "middle", class: "rolled-label" }, "▲ rolled")
          : null,
      ),
    );
  });
  const picture = svg(
    "svg",
    { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": chartSummary(result) },
    items,
  );
  return h(
    "figure",
    { class: "odds-chart", "data-result": result.name },
    h("figcaption", {}, h("strong", {}, words(result.name)), ` — ${plain(result.description)}`),
    picture,
    h(
      "p",
      { class: "odds-line" },
      result.actual !== null ? `Rolled ${result.actual}` : "",
      result.percentile !== null && result.percentile !== undefined
        ? h("span", { class: "luck" }, ` — ${luck(result.percentile)}`)
        : "",
      result.mean_exact !== null ? ` · average ${round(result.mean)} (${result.mean_exact})` : "",
      result.applies < 1 ? ` · happens with ${result.applies_exact}` : "",
    ),
    h("p", { class: "sr-only" }, title),
  );
}

function round(value: number | null): string {
  return value === null ? "–" : (Math.round(value * 100) / 100).toString();
}

function chartSummary(result: OddsResult): string {
  const values = result.distribution.map((b) => `${b.value}: ${percent(b.probability)}`).join(", ");
  const rolled = result.actual !== null ? `; rolled ${result.actual}` : "";
  return `${words(result.name)} — ${values}${rolled}`;
}

/** The whole odds block of a step answer. */
export function oddsView(odds: StepOdds | null | undefined): HTMLElement | null {
  if (!odds) return null;
  if (odds.available === false) {
    return h("section", { class: "odds" }, h("h3", {}, "Odds"), h("p", {}, `Exact odds not computed: ${odds.reason ?? ""}`));
  }
  const results = odds.results.filter((r) => r.distribution.length > 0);
  return h(
    "section",
    { class: "odds", "aria-label": "exact odds" },
    h("h3", {}, "Odds"),
    h("p", { class: "method" }, "Exact odds, counted from the rules for these inputs (no simulation)."),
    odds.events.length
      ? h(
          "ul",
          { class: "events" },
          odds.events.map((event) =>
            h(
              "li",
              {},
              h("span", { class: "event-mark", "aria-hidden": "true" }, event.occurred === true ? "✔" : event.occurred === false ? "✘" : "·"),
              ` ${plain(event.description)}: ${percent(event.probability)} (${event.exact})`,
              event.occurred === true ? " — happened" : event.occurred === false ? " — did not happen" : "",
            ),
          ),
        )
      : null,
    results.map(chart),
  );
}
