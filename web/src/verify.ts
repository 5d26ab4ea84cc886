/**
 * /verify/: drop an encounter export (or paste it, or a single step answer) and every roll
 * is recomputed here, in the browser, with the SDK's referee-dice-v1, and an export's hash
 * chain checked: the page works with the network cut once it has loaded. When the server
 * answers, the export also goes to POST /v1/verify, which recomputes every outcome with
 * the rules and checks the signatures, and the service's keys (GET /.well-known/jwks.json)
 * check the signatures here too.
 */

import {
  commitment,
  type KeySet,
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
  if ("log" in doc && "encounter" in doc) {
    showExport(doc as unknown as VerifiableExport);
    void serverCheck(text);
  } else showAnswer(doc);
  // The verdict is what comes next (below the form on a phone): focus it, which shows it.
  document.getElementById("verdict-line")?.focus();
}

function verdict(verification: Verification): HTMLElement {
  // Zero dice checked proves nothing: never "all 0 rolls match".
  const ok = verification.ok && verification.rollsChecked > 0;
  return h(
    "p",
    { class: ok ? "verdict good" : "verdict bad", id: "verdict-line", tabindex: -1 },
    h("span", { "aria-hidden": "true" }, ok ? "✔ " : "✘ "),
    ok
      ? `Verified: all ${verification.rollsChecked} rolls match referee-dice-v1.`
      : verification.ok
        ? "NOT verified: there is no die in it to check."
        : "NOT verified.",
  );
}

/** The service's keys, fetched once while the server answers (none offline). */
let keySet: KeySet | undefined;

async function fetchKeys(): Promise<void> {
  try {
    const answer = await fetch("/.well-known/jwks.json");
    if (answer.ok) keySet = (await answer.json()) as KeySet;
  } catch {
    // Offline: the signatures are checked by the server, or not at all.
  }
}

type ServerCheck = {
  ok: boolean;
  steps_recomputed: number | null;
  chain_ok: boolean | null;
  signed?: boolean;
  first_failure: { check: string; index: number | null; field: string; detail: string | null } | null;
};

/** POST /v1/verify when the server answers: every outcome recomputed, the signatures. */
async function serverCheck(text: string): Promise<void> {
  const item = byId("server-check");
  let answer: Response;
  try {
    answer = await fetch("/v1/verify", { method: "POST", body: text, headers: { "Content-Type": "application/json" } });
  } catch {
    fill(item, "The server cannot be reached: the check above ran in this browser alone (outcomes are not recomputed).");
    return;
  }
  const body = (await answer.json()) as ServerCheck & { detail?: string };
  if (!answer.ok) {
    item.className = "bad";
    fill(item, `✘ The server did not verify it: ${body.detail ?? answer.statusText}`);
    return;
  }
  const failure = body.first_failure;
  item.className = body.ok ? "" : "bad";
  fill(
    item,
    body.ok
      ? `✔ The server recomputed every outcome (${body.steps_recomputed} steps)` +
          (body.chain_ok ? ", the hash chain holds" : "") +
          (body.signed ? " and both signatures are the service's." : ".")
      : `✘ The server refuses it: first failure: ${failure?.check} at ` +
          `${failure?.index === null || failure?.index === undefined ? "" : `log entry #${failure.index} `}` +
          `${failure?.field}${failure?.detail ? ` (${failure.detail})` : ""}.`,
  );
  if (!body.ok) {
    const line = byId("verdict-line");
    line.className = "verdict bad";
    fill(line, h("span", { "aria-hidden": "true" }, "✘ "), "NOT verified: the server refuses it.");
  }
}

function showExport(exported: VerifiableExport): void {
  const verification = verifyEncounter(exported, keySet ? { keys: keySet } : {});
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
      verification.chainOk === null
        ? []
        : h(
            "li",
            { id: "chain" },
            verification.chainOk
              ? "✔ Hash chain: every entry names the one before it, up to the head the encounter records."
              : "✘ Hash chain: broken (see below).",
          ),
      verification.signed === null
        ? []
        : h(
            "li",
            { id: "signatures" },
            verification.signed
              ? "✔ Signatures: the commitment and the record are signed by this service's keys."
              : "✘ Signatures: not this service's (see below).",
          ),
      verification.problems.map((problem) => h("li", { class: "bad" }, `✘ ${problem}`)),
      h("li", { id: "server-check" }, "Asking the server to recompute every outcome…"),
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

void fetchKeys();

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
