/**
 * /verify/: drop an encounter export (or paste it, or a single step answer) and every roll
 * is recomputed here, in the browser, with the SDK's referee-dice-v1: nothing is sent
 * anywhere, so the page works with the network cut once it has loaded.
 */

import {
  commitment,
  type RollLike,
  type VerifiableExport,
  type Verification,
  verify,
  verifyEncounter,
} from "../../sdk/typescript/src/index.js";
import { diceRow } from "./dice.js";
import { byId, fill, h, show, words } from "./dom.js";

const input = byId<HTMLTextAreaElement>("paste");
const fileInput = byId<HTMLInputElement>("file");
const drop = byId("drop");
const result = byId("verdict");
const seedInput = byId<HTMLInputElement>("seed");

type Entry = { index: number; step: string; role?: string; rolls?: RollLike[]; changes?: { path: string; from: unknown; to: unknown }[]; params?: unknown };

function check(text: string): void {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fill(result, h("p", { class: "bad" }, `This is not JSON: ${(error as Error).message}`));
    return;
  }
  if (!data || typeof data !== "object") {
    fill(result, h("p", { class: "bad" }, "This is not an export or a step answer (a JSON object)."));
    return;
  }
  const doc = data as Record<string, unknown>;
  if ("log" in doc && "encounter" in doc) showExport(doc as unknown as VerifiableExport);
  else showAnswer(doc);
  // The verdict is what comes next (below the form on a phone): focus it, which shows it.
  document.getElementById("verdict-line")?.focus();
}

function verdict(verification: Verification): HTMLElement {
  return h(
    "p",
    { class: verification.ok ? "verdict good" : "verdict bad", id: "verdict-line", tabindex: -1 },
    h("span", { "aria-hidden": "true" }, verification.ok ? "✔ " : "✘ "),
    verification.ok ? `Verified: all ${verification.rollsChecked} rolls match referee-dice-v1.` : "NOT verified.",
  );
}

function showExport(exported: VerifiableExport): void {
  const verification = verifyEncounter(exported);
  const log = exported.log as unknown as Entry[];
  const encounter = exported.encounter;
  const serverSeed = encounter.server_seed;
  const commitmentOk = typeof serverSeed === "string" && commitment(serverSeed) === encounter.seed_commitment;
  const first = verification.mismatches[0];
  const corrections = log.filter((entry) => String(entry.step).startsWith("gm."));
  fill(
    result,
    verdict(verification),
    h(
      "ul",
      { class: "checks" },
      h(
        "li",
        { id: "commitment" },
        typeof serverSeed !== "string"
          ? "✘ Commitment: the encounter is not revealed, so its server seed is still secret."
          : commitmentOk
            ? `✔ Commitment: sha256 of the server seed is ${encounter.seed_commitment}, the value published when the encounter was created.`
            : `✘ Commitment: sha256 of the server seed is ${commitment(serverSeed)}, but the encounter committed to ${show(encounter.seed_commitment)}.`,
      ),
      h("li", {}, `${exported.log.length} log entries, ${verification.rollsChecked} dice recomputed.`),
      h(
        "li",
        { id: "first-mismatch" },
        first
          ? `✘ First mismatch: log entry #${first.entry} (${first.step}), die ${first.roll + 1} "${first.purpose}": the log says ${show(first.value)}, the seed gives ${first.expected}.`
          : "✔ No mismatch: every die is the one the seed gives.",
      ),
      verification.problems.map((problem) => h("li", { class: "bad" }, `✘ ${problem}`)),
    ),
    h("h2", {}, "Game-master corrections"),
    corrections.length
      ? h(
          "ol",
          { id: "corrections" },
          corrections.map((entry) =>
            h(
              "li",
              {},
              `#${entry.index} ${words(String(entry.step))}: `,
              (entry.changes ?? []).map((c) => `${c.path} ${show(c.from)} → ${show(c.to)}`).join("; ") || "no change",
            ),
          ),
        )
      : h("p", { id: "corrections" }, "None: nothing was changed by hand."),
    h("h2", {}, "Every roll"),
    h(
      "ol",
      { class: "entries" },
      log
        .filter((entry) => (entry.rolls ?? []).length > 0)
        .map((entry) => {
          const bad = verification.mismatches.some((m) => m.entry === entry.index);
          return h("li", { class: bad ? "bad" : "" }, h("p", {}, `${bad ? "✘" : "✔"} #${entry.index} ${words(String(entry.step))}`), diceRow(entry.rolls));
        }),
    ),
  );
}

function showAnswer(answer: Record<string, unknown>): void {
  const seed = seedInput.value.trim();
  const verification = verify(answer, seed ? { seed } : {});
  fill(
    result,
    verdict(verification),
    h("ul", { class: "checks" }, verification.failures.map((failure) => h("li", { class: "bad" }, `✘ ${failure}`))),
    diceRow(answer["rolls"] as RollLike[] | undefined),
  );
}

function readFile(file: File | undefined): void {
  if (!file) return;
  void file.text().then((text) => {
    input.value = text;
    check(text);
  });
}

byId("check").addEventListener("click", () => check(input.value));
fileInput.addEventListener("change", () => readFile(fileInput.files?.[0]));
drop.addEventListener("dragover", (event) => {
  event.preventDefault();
  drop.classList.add("over");
});
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", (event) => {
  event.preventDefault();
  drop.classList.remove("over");
  readFile(event.dataTransfer?.files[0]);
});

// Opened from a table (?encounter=<id>): offer its export from this server.
const encounterId = new URLSearchParams(window.location.search).get("encounter");
if (encounterId && /^[0-9a-f]{1,64}$/.test(encounterId)) {
  const link = byId<HTMLAnchorElement>("fetch-export");
  link.hidden = false;
  link.href = `/v1/encounters/${encounterId}/export`;
  link.addEventListener("click", async (event) => {
    event.preventDefault();
    const answer = await fetch(link.href);
    const text = await answer.text();
    input.value = text;
    check(text);
  });
}
