/**
 * The spec's descriptions as a player reads them: references to the rule books
 * ("(§7, R47)", "(DECISION)", "walka.md §6"), alias notes ("Alias: `AS`.") and
 * configuration names are taken out, and `code spans` become <code> rather than backticks.
 */

import { h, words } from "./dom.js";

// A parenthesis that only cites the rules: "(§7, R47)", "(R8)", "(DECISION)", "(walka.md §0)".
const CITATION = /\s*\((?:[^()]*?(?:§|\bR\d+\b|DECISION|\.md\b))[^()]*\)/g;
const LOOSE = [
  /\s*Alias: `[^`]+`\.?/g, // the API's short names are not the page's
  /,?\s*\b[\w-]+\.md\b(?:\s*§\s*[\d.]+)?/g,
  /,?\s*§\s*\d+(?:\.\d+)*/g,
  /\s*\bDECISION\b:?/g,
];

/** The text without its citations, its backticks kept (for `rich`). */
function cleaned(text: string): string {
  let out = text.replace(CITATION, "");
  for (const pattern of LOOSE) out = out.replace(pattern, "");
  // `config.default_order` and the like: a setting of the encounter, in words.
  out = out.replace(/`?config\.(\w+)`?/g, (_, name: string) => `the encounter's ${words(name)}`);
  return out.replace(/\s+([.,;:])/g, "$1").replace(/\(\s*\)/g, "").replace(/\s{2,}/g, " ").trim();
}

/** A description as plain words (a title, an aria-label). */
export function plain(text: string | undefined): string {
  return text ? cleaned(text).replace(/`([^`]*)`/g, "$1") : "";
}

/** A description as nodes: words, with its code spans as <code>. */
export function rich(text: string | undefined): (Node | string)[] {
  if (!text) return [];
  return cleaned(text)
    .split(/(`[^`]*`)/)
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("`") && part.endsWith("`") && part.length > 1 ? h("code", {}, part.slice(1, -1)) : part));
}

/** Who may take a step (the spec's `x-referee-actor`), said to a player. */
export function whoMay(actor: string): string {
  const parts = actor.split(" or ").map((p) => p.trim());
  const said = parts.map((p) =>
    p === "gm" ? "the game master" : p === "acting side" ? "the side whose model acts" : p === "either side" ? "any side" : words(p),
  );
  const sentence = said.join(" or ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
