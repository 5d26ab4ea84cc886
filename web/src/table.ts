/**
 * /table/: a fight run from phones. Without a token in the fragment, the game master's
 * set-up (system, roster, create); with `#as=<role>&token=<token>` (a join link), the
 * table as that role sees it: the state, the steps it may take, the dice and their odds,
 * the log. The token stays in the fragment: browsers never send a fragment to a server.
 */

import { newIdempotencyKey, RefereeProblem, type RollLike, unwrap } from "../../sdk/typescript/src/index.js";
import { BASE_URL, buttonText, client, explain, loadSpec, postStep, type StepInfo, stepsFor } from "./api.js";
import { diceRow } from "./dice.js";
import { byId, fill, h, show, words } from "./dom.js";
import { EXAMPLE_ROSTERS, ROSTER_SCHEMA, SYSTEMS, type SystemId } from "./examples.js";
import { type EncounterDoc, type EncounterFeed, StreamFeed } from "./feed.js";
import { oddsView, type StepOdds } from "./odds.js";
import { clearProblems, showProblem } from "./problems.js";
import { type FormContext, schemaForm, type Spec } from "./schemaform.js";
import { plain, whoMay } from "./text.js";

type Model = Record<string, unknown> & { id: string; side: string; name?: string };
type State = Record<string, unknown> & { models: Record<string, Model> };

const app = byId("app");
const alertBox = byId("alert");

function report(error: unknown): void {
  fill(alertBox, error ? h("p", {}, explain(error)) : "");
  if (error && !(error instanceof RefereeProblem)) console.error(error);
}

// -- set-up: the game master's new encounter -------------------------------------------

function setup(spec: Spec): void {
  document.title = "New encounter · Referee table";
  byId("who").textContent = "Game master: set up a fight";
  let system: SystemId = "urban-war";
  const rosterBox = h("div", { class: "roster", "data-path": "models" });
  let readers: (() => unknown)[] = [];

  const drawRoster = (models: Record<string, unknown>[]) => {
    const schema = { $ref: `#/components/schemas/${ROSTER_SCHEMA[system]}` };
    readers = [];
    const ctx: FormContext = { spec, models: [], ownModels: [] };
    fill(
      rosterBox,
      models.map((model, i) => {
        const form = schemaForm(ctx, schema, model, `models.${i}`);
        const card = h(
          "details",
          { class: "model-card" },
          h("summary", {}, `${String(model["id"] ?? `model ${i + 1}`)} — ${String(model["name"] ?? "")} (${String(model["side"] ?? "?")})`),
          form.element,
          h("button", { type: "button", class: "secondary", onclick: () => drawRoster(current().filter((_, j) => j !== i)) }, "Remove this model"),
        );
        readers.push(form.read);
        return card;
      }),
    );
  };
  const current = () => readers.map((read) => read() as Record<string, unknown>);

  const systemChoice = h(
    "fieldset",
    { class: "systems" },
    h("legend", {}, "Rule system"),
    SYSTEMS.map((s) =>
      h(
        "label",
        { class: "system" },
        h("input", {
          type: "radio",
          name: "system",
          value: s.id,
          checked: s.id === system,
          onchange: () => {
            system = s.id;
            drawRoster(EXAMPLE_ROSTERS[system]);
          },
        }),
        ` ${s.name} `,
        h("small", {}, s.dice),
      ),
    ),
  );
  const name = h("input", { id: "encounter-name", "data-path": "name", type: "text", maxlength: 200, value: "A fight at the table" });
  const clientSeed = h("input", { id: "client-seed", "data-path": "client_seed", type: "text", maxlength: 128, autocomplete: "off", value: "" });
  const requireSeeds = h("input", { id: "require-seeds", "data-path": "require_side_seeds", type: "checkbox" });
  const create = h("button", { type: "submit", class: "primary" }, "Create the encounter");
  const createRow = h("div", { class: "buttons" }, create);

  const form = h(
    "form",
    {
      class: "setup",
      onsubmit: async (event: Event) => {
        event.preventDefault();
        create.disabled = true;
        report(null);
        clearProblems(form);
        try {
          const body = {
            system,
            name: name.value,
            client_seed: clientSeed.value,
            require_side_seeds: requireSeeds.checked,
            models: current(),
          };
          const created = (await postCreate(body)) as { encounter: EncounterDoc; gm_token: string; side_tokens: Record<string, string> };
          sessionStorage.setItem(`referee-join-${created.encounter.id}`, JSON.stringify(created.side_tokens));
          window.location.assign(joinLink(created.encounter.id, "gm", created.gm_token));
        } catch (error) {
          create.disabled = false;
          showProblem(form, createRow, error);
        }
      },
    },
    systemChoice,
    h("div", { class: "field" }, h("label", { for: "encounter-name" }, "Name"), name),
    h(
      "div",
      { class: "field" },
      h("label", { for: "client-seed" }, "Your seed (optional)"),
      clientSeed,
      h("small", { class: "hint" }, "Mixed into the dice after the server committed to its own seed."),
    ),
    h("div", { class: "field check" }, requireSeeds, h("label", { for: "require-seeds" }, "Every side must add its own seed before the first die")),
    h("h2", {}, "Roster"),
    h("p", { class: "hint" }, "The example roster of the system; open a model to change it."),
    rosterBox,
    h(
      "div",
      { class: "buttons" },
      h("button", {
        type: "button",
        class: "secondary",
        onclick: () => {
          const models = current();
          const last = models[models.length - 1] ?? EXAMPLE_ROSTERS[system][0] ?? {};
          drawRoster([...models, { ...last, id: `${String(last["id"] ?? "m")}x${models.length + 1}` }]);
        },
      }, "Add a model"),
      h("button", { type: "button", class: "secondary", onclick: () => drawRoster(EXAMPLE_ROSTERS[system]) }, "Back to the example roster"),
    ),
    createRow,
  );
  drawRoster(EXAMPLE_ROSTERS[system]);
  fill(app, h("section", { class: "panel" }, h("h2", {}, "New encounter"), form));
}

async function postCreate(body: unknown): Promise<unknown> {
  const post = client().POST as unknown as (p: string, i: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const { data, error, response } = await post("/v1/encounters", { body });
  if (!response.ok) throw RefereeProblem.from(response.status, error ?? data, response.headers);
  return data;
}

// -- join links ---------------------------------------------------------------------------

function joinLink(encounterId: string, role: string, token: string): string {
  const url = new URL("/table/", window.location.origin);
  url.searchParams.set("encounter", encounterId);
  url.hash = new URLSearchParams({ as: role, token }).toString();
  return url.toString();
}

/** An address only this device can reach (127.0.0.1, localhost, ::1). */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

function joinPanel(encounterId: string, gmToken: string): HTMLElement | null {
  const stored = sessionStorage.getItem(`referee-join-${encounterId}`);
  const sideTokens = stored ? (JSON.parse(stored) as Record<string, string>) : null;
  const row = (role: string, token: string, text: string) => {
    const id = `join-${role}`;
    const input = h("input", { id, type: "text", readonly: true, value: joinLink(encounterId, role, token), class: "join-link", "data-role": role });
    return h(
      "div",
      { class: "field join" },
      h("label", { for: id }, text),
      h("div", { class: "copy-row" }, input, h("button", {
        type: "button",
        class: "secondary",
        onclick: async () => {
          input.select();
          await navigator.clipboard?.writeText(input.value).catch(() => undefined);
        },
      }, "Copy")),
    );
  };
  return h(
    "section",
    { class: "panel", id: "join-links" },
    h("h2", {}, "Join links"),
    h("p", { class: "hint" }, "Give each player the link of its side (open it on a phone). The token after # stays in the browser: it is never sent in a request URL."),
    h(
      "p",
      { class: "hint", id: "join-address" },
      `The links use the address this browser reached the table by: ${window.location.origin}.`,
    ),
    isLoopback(window.location.hostname)
      ? h(
          "p",
          { class: "warning", id: "loopback-warning" },
          `${window.location.hostname} is this device itself: players on other phones or computers cannot open these links. Open the table at this machine's network address (start the service with HOST=0.0.0.0) and create the fight from there.`,
        )
      : null,
    sideTokens
      ? Object.entries(sideTokens).map(([side, token]) => row(side, token, `${side}'s link`))
      : h("p", {}, "The side links were shown on the device that created the encounter."),
    row("gm", gmToken, "Your own link (game master): keep it"),
  );
}

// -- playing ------------------------------------------------------------------------------

interface Seat {
  encounterId: string;
  role: string; // "gm" or a side
  token: string;
}

function seatFromUrl(): Seat | null {
  const encounterId = new URLSearchParams(window.location.search).get("encounter");
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get("token");
  const role = fragment.get("as") ?? "side";
  return encounterId && token ? { encounterId, role, token } : null;
}

function woundsOf(system: string, model: Model): string {
  if (system === "urban-war") return `${show(model["wounds"])}/${show(model["wounds_max"])}`;
  if (system === "umbra-turris") return `${show(model["wounds_remaining"])}/${show((model["profile"] as Record<string, unknown>)?.["wounds"])}`;
  return `${show(model["hp"])}/${show(model["max_hp"])} HP`;
}

const TOKEN_FIELDS = new Set(["panicked", "has_order", "activated", "has_action_die", "out_of_action", "in_melee", "surprised", "defenceless", "hp_depleted", "panic_penalty", "moved_this_cycle"]);

/** A face-down order after the reveal: the state keeps it in `hidden.orders`, now readable. */
function orderOf(doc: EncounterDoc, model: Model): unknown {
  const order = model["order"];
  if (order !== "sealed" || !doc.revealed) return order;
  const hidden = (doc.state as State)["hidden"] as { orders?: Record<string, unknown> } | undefined;
  return hidden?.orders?.[model.id] ?? order;
}

function tokensOf(doc: EncounterDoc, model: Model): string[] {
  const chips: string[] = [];
  for (const [name, value] of Object.entries(model)) {
    if (TOKEN_FIELDS.has(name) && value === true) chips.push(words(name));
  }
  const order = orderOf(doc, model);
  if (typeof order === "string") chips.push(order === "sealed" ? "order: face down" : `order: ${words(order)}`);
  else if (model["has_order"] === true) chips.push("order sealed");
  if (model["in_play"] === false) chips.push("out of play");
  const engaged = model["engaged_with"];
  if (Array.isArray(engaged) && engaged.length) chips.push(`fighting ${engaged.join(", ")}`);
  for (const name of ["ap", "mp", "vitality"]) if (typeof model[name] === "number") chips.push(`${name.toUpperCase()} ${model[name]}`);
  return chips.filter((c) => c !== "has order");
}

/** Lines that say where the fight stands and whom it waits for. */
function situation(doc: EncounterDoc, parts: SealedParts): string[] {
  const state = doc.state as State;
  const lines: string[] = [];
  if (doc.revealed) lines.push("Revealed: the fight is closed and every roll can be verified.");
  if (doc.system === "urban-war") {
    const activation = state["activation"] as { model: string; actions: number } | null;
    const phase = state["phase"] === "ended" ? "the fight is over" : `${show(state["phase"])} phase`;
    lines.push(`Round ${show(state["round"])} · ${phase}${state["active_player"] ? ` · ${show(state["active_player"])} to move` : ""}`);
    if (activation) lines.push(`${activation.model} is active (${activation.actions} action${activation.actions === 1 ? "" : "s"} taken)`);
    if (state["phase"] === "command") {
      const known = parts.waiting("orders");
      if (known) {
        for (const side of known.submitted) lines.push(`${side}: orders given, sealed`);
        for (const side of known.waiting) lines.push(`waiting for ${side}'s orders`);
      } else lines.push(`waiting for orders from ${doc.sides.join(" and ")} (each given face down)`);
    } else if (state["phase"] === "activation" && !state["initiative"]) lines.push("Initiative is next");
    for (const due of (state["pending_panic"] ?? []) as { model: string }[]) lines.push(`${due.model} must take a panic test`);
    if (state["winner"]) lines.push(`Winner: ${show(state["winner"])}`);
  } else if (doc.system === "umbra-turris") {
    lines.push(`Cycle ${show(state["cycle"])}`);
    const exchange = state["exchange"] as { id: number; attacker: string; defender: string; parts: string[] } | null;
    if (exchange) {
      lines.push(`Exchange ${exchange.id}: ${exchange.attacker} attacks ${exchange.defender}`);
      const known = parts.waiting("melee.parry");
      const sides = exchange.parts.map((part) => part.split("#")[0] ?? part);
      lines.push(
        known
          ? `${known.submitted.join(" and ")} chose, sealed; waiting for ${known.waiting.join(" and ")} to choose a location`
          : `waiting for a location from ${sides.join(" and ")} (each chosen face down)`,
      );
    }
    const melee = state["pending_melee"] as { attacker: string; defender: string } | null;
    if (melee) lines.push(`The parry failed: ${melee.attacker} attacks ${melee.defender} next`);
    const shot = state["pending_shot"] as Record<string, unknown> | null;
    if (shot) lines.push(`A hit awaits its damage roll: ${show(shot["shooter"])} on ${show(shot["target"])}`);
  } else {
    const turn = state["turn"] as { character: string } | null;
    lines.push(`Round ${show(state["round"])}${turn ? ` · ${turn.character}'s turn` : ""}`);
    if (state["ended"]) lines.push(`The combat is over${state["end_reason"] ? `: ${show(state["end_reason"])}` : ""}`);
  }
  return lines;
}

/** Steps that fit the state now, shown first and marked. */
function suggested(doc: EncounterDoc): Set<string> {
  const state = doc.state as State;
  const now = new Set<string>();
  if (doc.revealed) return now;
  const models = Object.values(state.models);
  const standingSides = new Set(models.filter((m) => m["in_play"] !== false && m["out_of_action"] !== true && m["hp_depleted"] !== true).map((m) => m.side));
  if (state["winner"] || state["ended"] || standingSides.size < 2) {
    now.add("reveal"); // the fight is over: the game master reveals it
    return now;
  }
  if (doc.system === "urban-war") {
    if ((state["pending_panic"] as unknown[] | undefined)?.length) now.add("urban-war/panic-test");
    else if (state["phase"] === "command") now.add("urban-war/orders");
    else if (!state["initiative"]) now.add("urban-war/initiative");
    else if (state["activation"]) ["urban-war/shooting", "urban-war/movement", "urban-war/melee", "urban-war/end-activation"].forEach((s) => now.add(s));
    else if (state["phase"] === "activation") now.add("urban-war/activate");
  } else if (doc.system === "umbra-turris") {
    if (state["exchange"]) now.add("umbra-turris/melee/parry");
    else if (state["pending_melee"]) now.add("umbra-turris/melee/attack");
    else if (state["pending_shot"]) now.add("umbra-turris/shooting/damage");
    else ["umbra-turris/charge", "umbra-turris/melee/exchange"].forEach((s) => now.add(s));
  } else if (state["turn"] === null || state["turn"] === undefined) now.add("walka/initiative");
  return now;
}

/** Values a step's form starts with, from the state (the open exchange, the model due to act). */
function initialFor(doc: EncounterDoc, seat: Seat): Record<string, unknown> {
  const state = doc.state as State;
  const initial: Record<string, unknown> = {};
  const exchange = state["exchange"] as { id: number; attacker: string; defender: string } | null;
  if (exchange) initial["exchange"] = exchange.id;
  const models = Object.values(state.models);
  const standing = (m: Model) => m["in_play"] !== false && m["out_of_action"] !== true && m["hp_depleted"] !== true;
  const ready = models.find(
    (m) => (seat.role === "gm" || m.side === seat.role) && standing(m) && m["activated"] !== true && m["has_order"] !== false,
  );
  const panic = ((state["pending_panic"] ?? []) as { model: string; trigger: string }[])[0];
  const activation = state["activation"] as { model: string } | null;
  const turn = state["turn"] as { character: string } | null;
  const melee = (state["pending_melee"] ?? exchange) as { attacker: string; defender: string } | null;
  const active = panic?.model ?? activation?.model ?? melee?.attacker ?? turn?.character ?? ready?.id;
  if (panic) initial["trigger"] = panic.trigger;
  for (const name of ["model", "actor", "attacker", "shooter", "mage", "character"]) if (active) initial[name] = active;
  const side = state.models[active ?? ""]?.side ?? seat.role;
  const enemy = melee ? state.models[melee.defender] : models.find((m) => m.side !== side && standing(m));
  for (const name of ["target", "defender"]) if (enemy) initial[name] = enemy.id;
  return initial;
}

/**
 * Who a sealed step still waits for. A sealed part changes nothing a reader of the
 * encounter can see (no version, no log entry) until the last part resolves the step, so
 * a page knows it from its own 202 answers and from the stream's `sealed` events
 * (`EncounterFeed.onSealed`). A resolved step (a new log entry)
 * clears it.
 */
class SealedParts {
  private waitingFor: { step: string; submitted: string[]; waiting: string[]; log: number } | null = null;

  observe(doc: EncounterDoc): void {
    if (this.waitingFor && doc.log_length !== this.waitingFor.log) this.waitingFor = null;
  }

  /** A 202 answer (or a `sealed` event): parts are `<side>` or `<side>#<exchange>`. */
  sealed(step: string, submitted: string[], waiting: string[], log: number): void {
    const side = (part: string) => part.split("#")[0] ?? part;
    this.waitingFor = { step, submitted: submitted.map(side), waiting: waiting.map(side), log };
  }

  /** The sides still awaited for `step`, or null when this page cannot tell. */
  waiting(step: string): { submitted: string[]; waiting: string[] } | null {
    return this.waitingFor && this.waitingFor.step === step ? this.waitingFor : null;
  }
}

function outcomeList(outcome: unknown): HTMLElement | null {
  if (!outcome || typeof outcome !== "object") return null;
  const rows = Object.entries(outcome as Record<string, unknown>).filter(
    ([, v]) => v === null || typeof v !== "object" || (Array.isArray(v) && v.every((x) => typeof x !== "object")),
  );
  if (!rows.length) return null;
  return h("dl", { class: "outcome" }, rows.slice(0, 16).flatMap(([k, v]) => [h("dt", {}, words(k)), h("dd", {}, Array.isArray(v) ? v.join(", ") : show(v))]));
}

function changesList(changes: unknown): HTMLElement | null {
  if (!Array.isArray(changes) || !changes.length) return null;
  return h(
    "ul",
    { class: "changes" },
    (changes as { path: string; from: unknown; to: unknown }[]).slice(0, 12).map((c) => h("li", {}, `${c.path}: ${show(c.from)} → ${show(c.to)}`)),
  );
}

type LogEntry = { index: number; step: string; role: string; rolls: RollLike[]; outcome: unknown; changes: unknown; hidden?: unknown; summary?: unknown };

/** What happened, in sentences, where the service says it (`summary`: a sentence or a list of them). */
function summaryView(summary: unknown): HTMLElement | null {
  const sentences = (Array.isArray(summary) ? summary : [summary]).filter((s): s is string => typeof s === "string" && s.trim() !== "");
  return sentences.length ? h("p", { class: "summary" }, sentences.join(" ")) : null;
}

function hiddenNote(hidden: unknown): string {
  if (!hidden || typeof hidden !== "object" || !Object.keys(hidden).length) return "";
  const values = Object.values(hidden as Record<string, unknown>);
  if (values.every((v) => v === "sealed")) return " (its choices stay sealed until the reveal)";
  const shown = Object.entries(hidden as Record<string, unknown>).map(([name, value]) =>
    value && typeof value === "object"
      ? Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k} ${words(show(v))}`).join(", ")
      : `${words(name)} ${words(show(value))}`,
  );
  return ` (revealed: ${shown.join("; ")})`;
}

function logEntryView(entry: LogEntry): HTMLElement {
  const sealed = hiddenNote(entry.hidden);
  return h(
    "li",
    { class: "log-entry", "data-index": entry.index },
    h("p", {}, h("strong", {}, `#${entry.index} ${words(entry.step)}`), ` by ${entry.role.replace(/^side:/, "")}${sealed}`),
    summaryView(entry.summary),
    entry.rolls.length ? diceRow(entry.rolls) : null,
    changesList(entry.changes),
  );
}

function play(spec: Spec, seat: Seat): void {
  const isGm = seat.role === "gm";
  const referee = client(seat.token);
  const reader = client();
  const feed: EncounterFeed = new StreamFeed(reader, seat.encounterId, BASE_URL);
  const parts = new SealedParts();

  byId("who").textContent = isGm ? "You are the game master" : `You play ${seat.role}`;
  const stateBox = h("section", { class: "panel", id: "state", "aria-live": "polite" });
  const stepsBox = h("section", { class: "panel", id: "steps" });
  const resultBox = h("section", { class: "panel", id: "result", "aria-live": "polite", hidden: true });
  stepsBox.addEventListener("focusout", () =>
    setTimeout(() => {
      if (stepsPending && lastDoc && !stepsBox.contains(document.activeElement)) drawSteps(lastDoc);
    }),
  );
  const logBox = h("section", { class: "panel", id: "log" }, h("h2", {}, "Log"), h("ol", { reversed: true }));
  const closing = h("section", { class: "panel", id: "closing", hidden: true });
  const corrections = h("section", { class: "panel", id: "corrections", hidden: !isGm });
  app.classList.add("play");
  fill(
    app,
    h("div", { class: "column" }, isGm ? joinPanel(seat.encounterId, seat.token) : null, stateBox, resultBox, closing),
    h("div", { class: "column" }, stepsBox, corrections, logBox),
  );

  let formKey = "";
  let stepsPending = false;
  let logLength = 0;
  let lastDoc: EncounterDoc | null = null;
  let loggedUpTo = -1;

  const drawState = (doc: EncounterDoc) => {
    const state = doc.state as State;
    document.title = `${doc.name || "Encounter"} · Referee table`;
    const models = Object.values(state.models);
    fill(
      stateBox,
      h("h2", {}, doc.name || "Encounter", h("small", {}, ` ${SYSTEMS.find((s) => s.id === doc.system)?.name ?? doc.system}`)),
      h("ul", { class: "situation" }, situation(doc, parts).map((line) => h("li", {}, line))),
      h(
        "table",
        { class: "models" },
        h("caption", { class: "sr-only" }, "Models"),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Model"), h("th", { scope: "col" }, "Side"), h("th", { scope: "col" }, "Wounds"), h("th", { scope: "col" }, "Tokens"))),
        h(
          "tbody",
          {},
          models.map((m) =>
            h(
              "tr",
              { "data-model": m.id, class: m.side === seat.role ? "mine" : "" },
              h("th", { scope: "row" }, m.id, m.name ? h("small", {}, ` ${m.name}`) : ""),
              h("td", {}, m.side),
              h("td", {}, woundsOf(doc.system, m)),
              h("td", {}, h("ul", { class: "chips" }, tokensOf(doc, m).map((c) => h("li", {}, c)))),
            ),
          ),
        ),
      ),
      h("p", { class: "hint" }, `Version ${doc.version} · ${doc.log_length} log entries · dice committed to sha256 ${doc.seed_commitment.slice(0, 16)}…`),
    );
  };

  /**
   * Redraw the step forms for a new state, but not under a player's hands: while the focus
   * is in a form, the redraw waits (the forms keep what is typed) until the focus leaves or
   * a step is sent.
   */
  const drawSteps = (doc: EncounterDoc, force = false) => {
    const active = document.activeElement;
    if (!force && active && active !== document.body && stepsBox.contains(active)) {
      stepsPending = true;
      return;
    }
    stepsPending = false;
    const state = doc.state as State;
    const models = Object.values(state.models);
    const now = suggested(doc);
    const key = JSON.stringify([doc.revealed, models.map((m) => [m.id, m["in_play"], m["out_of_action"]]), [...now], initialFor(doc, seat)]);
    if (key === formKey) return;
    formKey = key;
    if (doc.revealed) {
      fill(stepsBox, h("h2", {}, "Moves"), h("p", {}, "The encounter is revealed: no further steps."));
      return;
    }
    // Models out of play or out of action take no part: they are no choice in a form.
    const standing = models.filter((m) => m["in_play"] !== false && m["out_of_action"] !== true);
    const ctx: FormContext = {
      spec,
      models: standing.map((m) => m.id),
      ownModels: standing.filter((m) => isGm || m.side === seat.role).map((m) => m.id),
      sides: doc.sides,
      hidden: isGm ? [] : ["side"],
    };
    const steps = stepsFor(spec, doc.system, isGm ? "gm" : "side").filter((s) => isGm || s.path !== "seeds" || doc.side_seeds_open);
    const initial = initialFor(doc, seat);
    const current = steps.filter((step) => now.has(step.path));
    const others = steps.filter((step) => !now.has(step.path));
    fill(
      stepsBox,
      h("h2", {}, "Your moves"),
      h("p", { class: "hint" }, current.length ? "What fits the table now; the rest is under other steps." : isGm ? "As game master you may take every step." : "The steps your side may take."),
      current.map((step) => stepForm(doc, step, ctx, initial, true)),
      current.length && others.length
        ? h("details", { class: "other-steps" }, h("summary", {}, `Other steps (${others.length})`), others.map((step) => stepForm(doc, step, ctx, initial, false)))
        : others.map((step) => stepForm(doc, step, ctx, initial, false)),
    );
  };

  const stepForm = (doc: EncounterDoc, step: StepInfo, ctx: FormContext, initial: Record<string, unknown>, isNow: boolean) => {
    const body = step.operation.requestBody?.content["application/json"]?.schema;
    const form = body ? schemaForm(ctx, body, initial) : null;
    const odds = h("input", { type: "checkbox", checked: step.hasOdds, id: `odds-${step.path}` });
    const button = h("button", { type: "submit", class: "primary" }, buttonText(step));
    const buttons = h("div", { class: "buttons" }, button);
    const element = h(
      "details",
      { class: isNow ? "step now" : "step", "data-step": step.path, open: isNow && !["reveal"].includes(step.path) },
      h("summary", {}, words(step.path.replace(`${doc.system}/`, "")), isNow ? h("span", { class: "badge" }, "now") : "", h("small", {}, ` ${plain(step.operation.summary)}`)),
      h(
        "form",
        {
          onsubmit: async (event: Event) => {
            event.preventDefault();
            const formElement = event.currentTarget as HTMLFormElement;
            button.disabled = true;
            report(null);
            clearProblems(formElement);
            try {
              const params = form ? form.read() : undefined;
              const answer = await postStep(referee, seat.encounterId, step.path, params ?? (body ? {} : undefined), step.hasOdds && odds.checked);
              showAnswer(step, answer);
              await feed.refresh();
              if (lastDoc) drawSteps(lastDoc, true);
              // The result is what the player wants to see next (above the forms on a phone).
              resultBox.querySelector("h2")?.setAttribute("tabindex", "-1");
              resultBox.querySelector("h2")?.focus();
            } catch (error) {
              button.disabled = false;
              showProblem(formElement, buttons, error);
            } finally {
              button.disabled = false;
            }
          },
        },
        form?.element,
        step.hasOdds ? h("div", { class: "field check" }, odds, h("label", { for: `odds-${step.path}` }, "Show the exact odds")) : null,
        buttons,
        h("p", { class: "hint" }, `${whoMay(step.actor)} may take this step.`),
      ),
    );
    return element;
  };

  let correctionKey = "";
  /** The game master's corrections: edit, add or remove a model (they roll nothing). */
  const drawCorrections = (doc: EncounterDoc) => {
    const models = Object.values((doc.state as State).models);
    const key = JSON.stringify([doc.revealed, doc.version]);
    if (!isGm || key === correctionKey || (corrections.querySelector("details[open]") && !doc.revealed)) return;
    correctionKey = key;
    if (doc.revealed) {
      corrections.hidden = true;
      return;
    }
    const system = doc.system as SystemId;
    const schema = { $ref: `#/components/schemas/${ROSTER_SCHEMA[system]}` };
    const properties = Object.keys(spec.components.schemas[ROSTER_SCHEMA[system]]?.properties ?? {});
    const ctx: FormContext = { spec, models: [], ownModels: [] };
    const base = `/v1/encounters/{encounter_id}/${system}/models`;
    const send = async (method: "POST" | "PUT" | "DELETE", modelId: string | null, form: HTMLElement, anchor: HTMLElement, body?: unknown) => {
      report(null);
      clearProblems(form);
      try {
        const call = referee[method] as unknown as (p: string, i: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
        const answer = (await unwrap(
          call(modelId ? `${base}/{model_id}` : base, {
            params: { path: { encounter_id: seat.encounterId, ...(modelId ? { model_id: modelId } : {}) } },
            headers: { "Idempotency-Key": newIdempotencyKey() },
            ...(body === undefined ? {} : { body }),
          }),
        )) as Record<string, unknown>;
        resultBox.hidden = false;
        fill(
          resultBox,
          h("h2", {}, `Correction: ${words(String(answer["step"] ?? method))}`, h("small", {}, ` #${show(answer["index"])}`)),
          changesList(answer["changes"]),
        );
        correctionKey = "";
        corrections.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
        await feed.refresh();
      } catch (error) {
        showProblem(form, anchor, error);
      }
    };
    const editor = (model: Model) => {
      const current = Object.fromEntries(Object.entries(model).filter(([name]) => properties.includes(name)));
      const form = schemaForm(ctx, schema, current);
      const row = h(
        "div",
        { class: "buttons" },
        h("button", { type: "submit", class: "primary" }, `Save ${model.id}`),
        h("button", { type: "button", class: "secondary", onclick: (event: Event) => void send("DELETE", model.id, (event.target as HTMLElement).closest("form") ?? corrections, row) }, `Remove ${model.id}`),
      );
      return h(
        "details",
        { class: "step", "data-correction": model.id },
        h("summary", {}, `Edit ${model.id}`, h("small", {}, ` ${model.side}`)),
        h(
          "form",
          { onsubmit: (event: Event) => (event.preventDefault(), void send("PUT", model.id, event.currentTarget as HTMLElement, row, form.read())) },
          form.element,
          row,
        ),
      );
    };
    const example = EXAMPLE_ROSTERS[system][0] ?? {};
    const added = schemaForm(ctx, schema, { ...example, id: `new${models.length + 1}` });
    const addRow = h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary" }, "Add the model"));
    fill(
      corrections,
      h("h2", {}, "Corrections"),
      h("p", { class: "hint" }, "Change the roster from now on: a correction rolls nothing, never rewrites a logged roll, and is listed by verify."),
      models.map(editor),
      h(
        "details",
        { class: "step", "data-correction": "add" },
        h("summary", {}, "Add a model"),
        h(
          "form",
          { onsubmit: (event: Event) => (event.preventDefault(), void send("POST", null, event.currentTarget as HTMLElement, addRow, added.read())) },
          added.element,
          addRow,
        ),
      ),
    );
  };

  const showAnswer = (step: StepInfo, answer: Record<string, unknown>) => {
    resultBox.hidden = false;
    resultBox.dataset["version"] = String(answer["version"] ?? "");
    if (answer["status"] === "waiting") {
      const waiting = (answer["waiting_for"] as string[]) ?? [];
      parts.sealed(String(answer["step"]), (answer["submitted"] as string[]) ?? [], waiting, logLength);
      if (lastDoc) drawState(lastDoc);
      const sides = waiting.map((part) => part.split("#")[0] ?? part);
      fill(resultBox, h("h2", {}, "Sent, sealed"), h("p", { class: "sealed" }, `Your ${words(step.path.split("/").slice(1).join(" ") || step.path)} choice is in, face down. Waiting for ${sides.join(" and ")}.`));
      return;
    }
    if (step.path === "reveal") {
      fill(resultBox, h("h2", {}, "Revealed"), h("p", {}, `Server seed ${show(answer["server_seed"])} — its sha256 is the commitment ${show(answer["seed_commitment"])}.`));
      return;
    }
    fill(
      resultBox,
      h("h2", {}, `Result: ${words(String(answer["step"] ?? step.path))}`, answer["index"] !== undefined ? h("small", {}, ` #${show(answer["index"])}`) : ""),
      summaryView(answer["summary"]),
      diceRow(answer["rolls"] as RollLike[]),
      outcomeList(answer["outcome"]),
      oddsView(answer["odds"] as StepOdds | null | undefined),
      changesList(answer["changes"]),
    );
  };

  let logRevealed = false;
  const drawLog = async (doc: EncounterDoc) => {
    if (doc.revealed && !logRevealed) {
      // The reveal turns the sealed choices face up: the log is read again.
      logRevealed = true;
      logBox.querySelector("ol")?.replaceChildren();
      loggedUpTo = -1;
    }
    if (doc.log_length - 1 <= loggedUpTo) return;
    const page = Math.floor((loggedUpTo + 1) / 1000) + 1;
    const result = await reader.GET("/v1/encounters/{encounter_id}/log", {
      params: { path: { encounter_id: seat.encounterId }, query: { page, page_size: 1000 } },
    });
    const entries = ((result.data as { entries?: LogEntry[] } | undefined)?.entries ?? []).filter((e) => e.index > loggedUpTo);
    const list = logBox.querySelector("ol");
    for (const entry of entries) {
      list?.prepend(logEntryView(entry));
      loggedUpTo = Math.max(loggedUpTo, entry.index);
    }
  };

  const drawClosing = (doc: EncounterDoc) => {
    if (!doc.revealed) return;
    closing.hidden = false;
    const exportUrl = `/v1/encounters/${seat.encounterId}/export`;
    fill(
      closing,
      h("h2", {}, "Check the fight"),
      h("p", {}, "Anyone can recompute every roll now: download the export and drop it on the verify page (it works offline)."),
      h("div", { class: "buttons" }, h("a", { class: "button", href: exportUrl, download: `encounter-${seat.encounterId}.json` }, "Download the export"), h("a", { class: "button", href: `/verify/?encounter=${seat.encounterId}` }, "Open the verify page")),
    );
  };

  feed.start(
    (doc) => {
      logLength = doc.log_length;
      lastDoc = doc;
      parts.observe(doc);
      drawState(doc);
      drawSteps(doc);
      drawCorrections(doc);
      drawClosing(doc);
      void drawLog(doc).catch(report);
    },
    report,
    (sealed) => {
      parts.sealed(sealed.step, sealed.submitted, sealed.waiting_for, logLength);
      if (lastDoc) drawState(lastDoc);
    },
  );
}

async function main(): Promise<void> {
  try {
    const spec = await loadSpec();
    const seat = seatFromUrl();
    if (seat) play(spec, seat);
    else setup(spec);
  } catch (error) {
    report(error);
  }
}

void main();
