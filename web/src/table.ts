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
import { claimsRecordWords, neutralsOf, postClaims, proposalSentence, roleName, whoOf } from "./claims.js";
import { type EncounterDoc, type EncounterFeed, type NextStep, type Proposal, StreamFeed } from "./feed.js";
import { oddsView, type StepOdds } from "./odds.js";
import { clearProblems, showProblem } from "./problems.js";
import { fitToSchema, type FormContext, schemaForm, type Spec } from "./schemaform.js";
import { loadRosters, saveRoster, deleteRoster } from "./rosters.js";
import { plain, whoMay } from "./text.js";

type Model = Record<string, unknown> & { id: string; side: string; name?: string };
type State = Record<string, unknown> & { models: Record<string, Model> };

const app = byId("app");
// The served spec, once loaded: the forms, who may act, and which claims are neutral.
let SPEC: Spec = { paths: {}, components: { schemas: {} } };

/** The model acting now, for a step that does not name it (Urban War's shooting). */
function actingModel(doc: EncounterDoc): string | undefined {
  const state = doc.state as State;
  const activation = state["activation"] as { model?: string } | null | undefined;
  const turn = state["turn"] as { character?: string } | null | undefined;
  return activation?.model ?? turn?.character ?? undefined;
}

/** An open proposal in words: "red claims at 10 in for shooting by r1 on b1." */
function sayProposal(doc: EncounterDoc, proposal: Proposal): string {
  return proposalSentence(proposal, neutralsOf(SPEC, doc.system, proposal.step), actingModel(doc));
}
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
            drawSaved();
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
  let policy = "trusted";
  const policyChoice = h(
    "fieldset",
    { class: "systems policies", "data-path": "claims_policy" },
    h("legend", {}, "Who accepts a side's claims (a distance, cover, a modifier) before the dice"),
    POLICIES.map(([value, text, detail]) =>
      h(
        "label",
        { class: "system" },
        h("input", { type: "radio", name: "claims_policy", value, checked: value === policy, onchange: () => (policy = value) }),
        ` ${text} `,
        h("small", {}, detail),
      ),
    ),
  );
  const rosterName = h("input", { id: "roster-name", type: "text", maxlength: 60, autocomplete: "off", value: "" });
  const savedBox = h("div", { class: "saved-rosters", id: "saved-rosters" });
  const drawSaved = () => {
    const saved = loadRosters(system);
    fill(
      savedBox,
      Object.keys(saved).length
        ? h(
            "ul",
            { class: "saved" },
            Object.entries(saved).map(([title, models]) =>
              h(
                "li",
                {},
                h("span", {}, `${title} (${models.length} models)`),
                h("button", { type: "button", class: "secondary", onclick: () => drawRoster(models) }, `Use ${title}`),
                h("button", { type: "button", class: "secondary", onclick: () => (deleteRoster(system, title), drawSaved()) }, `Forget ${title}`),
              ),
            ),
          )
        : h("p", { class: "hint" }, "No roster of this system is saved on this device yet."),
    );
  };
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
            claims_policy: policy,
            models: current(),
          };
          const created = (await postCreate(body)) as { encounter: EncounterDoc; gm_token: string; side_tokens: Record<string, string> };
          sessionStorage.setItem(`referee-join-${created.encounter.id}`, JSON.stringify(created.side_tokens));
          // The game master goes on where this browser already is; the links it hands out
          // use the public address.
          window.location.assign(joinLink(created.encounter.id, "gm", created.gm_token, window.location.origin));
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
    policyChoice,
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
    h(
      "div",
      { class: "field" },
      h("label", { for: "roster-name" }, "Save this roster on this device as"),
      h(
        "div",
        { class: "copy-row" },
        rosterName,
        h("button", {
          type: "button",
          class: "secondary",
          id: "save-roster",
          onclick: () => {
            const title = rosterName.value.trim() || `Roster ${Object.keys(loadRosters(system)).length + 1}`;
            saveRoster(system, title, current());
            rosterName.value = "";
            drawSaved();
          },
        }, "Save the roster"),
      ),
      h("small", { class: "hint" }, "Kept in this browser only, to start the next fight from."),
    ),
    savedBox,
    createRow,
  );
  drawRoster(EXAMPLE_ROSTERS[system]);
  drawSaved();
  fill(app, h("section", { class: "panel" }, h("h2", {}, "New encounter"), form));
}

const POLICIES: [string, string, string][] = [
  ["trusted", "Trusted", "each side's claims stand as sent (casual play)"],
  ["opponent_confirms", "The opponent confirms", "the other side accepts them before any die is rolled"],
  ["gm_confirms", "The game master confirms", "you accept them before any die is rolled"],
];

async function postCreate(body: unknown): Promise<unknown> {
  const post = client().POST as unknown as (p: string, i: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const { data, error, response } = await post("/v1/encounters", { body });
  if (!response.ok) throw RefereeProblem.from(response.status, error ?? data, response.headers);
  return data;
}

// -- join links ---------------------------------------------------------------------------

/**
 * The address join links use: the service's configured public address (REFEREE_PUBLIC_URL,
 * in the page's `referee-public-url` tag) when set, else the one this browser reached it by.
 */
function publicBase(): { origin: string; configured: boolean } {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="referee-public-url"]')?.content ?? "";
  try {
    if (configured) return { origin: new URL(configured).toString().replace(/\/$/, ""), configured: true };
  } catch {
    // not an address: the page's own is used
  }
  return { origin: window.location.origin, configured: false };
}

function joinLink(encounterId: string, role: string, token: string, origin = publicBase().origin): string {
  const url = new URL(`${origin}/table/`);
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
  const base = publicBase();
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
      base.configured
        ? `The links use the table's public address, set by the service (REFEREE_PUBLIC_URL): ${base.origin}.`
        : `The links use the address this browser reached the table by: ${base.origin}.`,
    ),
    isLoopback(new URL(base.origin).hostname)
      ? h(
          "p",
          { class: "warning", id: "loopback-warning" },
          `${new URL(base.origin).hostname} is this device itself: players on other phones or computers cannot open these links. Open the table at this machine's network address (start the service with HOST=0.0.0.0), or give the service its public address (REFEREE_PUBLIC_URL), and create the fight from there.`,
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
  if (doc.proposal && !doc.revealed) lines.push(`${sayProposal(doc, doc.proposal)} Waiting for ${whoOf(doc.proposal.confirm)} to accept.`);
  for (const index of doc.open_disputes ?? []) lines.push(`A dispute (#${index}) waits for the game master's ruling`);
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

/** The fight is over: a winner, the end of the combat, or one side left standing. */
function fightOver(doc: EncounterDoc): boolean {
  const state = doc.state as State;
  const models = Object.values(state.models);
  const standingSides = new Set(models.filter((m) => m["in_play"] !== false && m["out_of_action"] !== true && m["hp_depleted"] !== true).map((m) => m.side));
  return Boolean(state["winner"] || state["ended"] || state["phase"] === "ended" || standingSides.size < 2);
}

/** A `next_steps` offer as the page's step path: "urban-war/shooting", or "roll". */
function stepPath(doc: EncounterDoc, offer: NextStep): string {
  return offer.path === "roll" ? "roll" : `${doc.system}/${offer.path}`;
}

/**
 * The steps this seat may take now, in the server's order: its `next_steps` (worked out
 * from the state and each step's declaration) that name this role. The free roll is always
 * allowed and never the next thing to do, so it stays under "other steps"; a sealed step
 * whose part this side already gave is done for now; the game master reveals a fight that
 * is over. While a proposal is open every step waits for its answer: nothing is offered.
 */
function offeredNow(doc: EncounterDoc, seat: Seat, parts: SealedParts): string[] {
  if (doc.revealed || doc.proposal) return [];
  const me = seat.role === "gm" ? "gm" : `side:${seat.role}`;
  const now: string[] = [];
  // A side's own seed applies now only where the encounter requires one before the first die.
  if (seat.role !== "gm" && doc.require_side_seeds && doc.side_seeds_open && !(doc.side_seeds_contributed ?? []).includes(seat.role)) now.push("seeds");
  for (const offer of doc.next_steps ?? []) {
    if (!offer.who.includes(me) || offer.path === "roll") continue;
    if (seat.role !== "gm" && parts.waiting(offer.step)?.submitted.includes(seat.role)) continue;
    now.push(stepPath(doc, offer));
  }
  if (seat.role === "gm" && fightOver(doc)) now.push("reveal");
  return [...new Set(now)];
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

type LogEntry = {
  index: number;
  step: string;
  role: string;
  rolls: RollLike[];
  outcome: unknown;
  changes: unknown;
  hidden?: unknown;
  summary?: unknown;
  params?: Record<string, unknown>;
  claims?: unknown;
};

// The log entries of claims and consent: no dice, said by the page from their params.
const CLAIMS_ENTRIES = new Set(["claims.rejected", "claims.disputed", "claims.ruling"]);

/** A step a side may dispute: not a correction, not a rejection, dispute or ruling. */
const isStep = (entry: LogEntry) => !entry.step.startsWith("gm.") && !CLAIMS_ENTRIES.has(entry.step);

/** A rejection, dispute or ruling in words: "blue rejected red's shooting: “too far”. Nothing was rolled." */
function claimsEntryWords(entry: LogEntry): string | null {
  const params = entry.params ?? {};
  const quoted = (text: unknown) => (typeof text === "string" && text ? `: “${text}”` : "");
  if (entry.step === "claims.rejected") {
    return `${roleName(entry.role)} rejected ${roleName(String(params["proposer"] ?? "?"))}'s ${words(String(params["step"] ?? "step"))}${quoted(params["reason"])}. Nothing was rolled.`;
  }
  if (entry.step === "claims.disputed") {
    return `${roleName(entry.role)} disputes #${show(params["log_index"])} (${words(String(params["step"] ?? "step"))})${quoted(params["reason"])}. The game master rules on it.`;
  }
  if (entry.step === "claims.ruling") {
    const verdict = params["ruling"] === "upheld" ? "upholds" : "dismisses";
    return `The game master ${verdict} the dispute #${show(params["dispute"])}${quoted(params["note"])}.${params["ruling"] === "upheld" ? " A correction follows; the logged roll stands as rolled." : ""}`;
  }
  return null;
}

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

function logEntryView(entry: LogEntry, system: string): HTMLElement {
  const sealed = hiddenNote(entry.hidden);
  const claimed = claimsRecordWords(entry.claims, neutralsOf(SPEC, system, entry.step));
  return h(
    "li",
    { class: "log-entry", "data-index": entry.index, "data-step": entry.step },
    h("p", {}, h("strong", {}, `#${entry.index} ${words(entry.step)}`), ` by ${roleName(entry.role)}${sealed}`),
    summaryView(claimsEntryWords(entry) ?? entry.summary),
    claimed ? h("p", { class: "claims" }, claimed) : null,
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
  const proposalBox = h("section", { class: "panel proposal", id: "proposal", "aria-live": "polite", hidden: true });
  const disputesBox = h("section", { class: "panel", id: "disputes", hidden: true });
  app.classList.add("play");
  fill(
    app,
    // An open proposal or dispute waits for someone: first on the page, on a phone too.
    h("div", { class: "column" }, proposalBox, disputesBox, isGm ? joinPanel(seat.encounterId, seat.token) : null, stateBox, resultBox, closing),
    h("div", { class: "column" }, stepsBox, corrections, logBox),
  );
  const me = isGm ? "gm" : `side:${seat.role}`;
  const logged = new Map<number, LogEntry>();

  /** One answer to a proposal or a dispute: sent, then the result shown and the table read again. */
  const answer = async (form: HTMLElement, anchor: HTMLElement, send: () => Promise<Record<string, unknown>>, shown: (a: Record<string, unknown>) => void) => {
    report(null);
    clearProblems(form);
    form.querySelectorAll("button").forEach((b) => (b.disabled = true));
    try {
      const result = await send();
      shown(result);
      await feed.refresh(true);
      resultBox.querySelector("h2")?.setAttribute("tabindex", "-1");
      resultBox.querySelector("h2")?.focus();
    } catch (error) {
      showProblem(form, anchor, error);
    } finally {
      form.querySelectorAll("button").forEach((b) => (b.disabled = false));
    }
  };

  const reasonField = (id: string, text: string, required = true) => {
    const input = h("input", { id, type: "text", "data-path": id.endsWith("note") ? "note" : "reason", maxlength: 500, autocomplete: "off", required });
    return { input, element: h("div", { class: "field" }, h("label", { for: id }, text), input) };
  };

  let proposalKey = "";
  /**
   * The open proposal: its proposer waits (and may withdraw it), the confirming side
   * accepts it (the dice roll then, exactly as proposed) or rejects it with a reason; the
   * game master may reject any proposal.
   */
  const drawProposal = (doc: EncounterDoc) => {
    const proposal = doc.revealed ? null : (doc.proposal ?? null);
    const key = proposal?.id ?? "";
    if (key === proposalKey) return;
    proposalKey = key;
    if (!proposal) {
      proposalBox.hidden = true;
      proposalBox.replaceChildren();
      return;
    }
    proposalBox.hidden = false;
    const mine = proposal.proposer === me;
    const mayAccept = proposal.confirm.includes(me);
    const mayReject = mayAccept || isGm;
    const path = proposal.path === "roll" ? "roll" : `${doc.system}/${proposal.path}`;
    const withdraw = () => {
      const row = h("div", { class: "buttons" }, h("button", { type: "submit", class: "secondary" }, "Withdraw the proposal"));
      const form: HTMLFormElement = h(
        "form",
        {
          class: "withdraw",
          onsubmit: (event: Event) => {
            event.preventDefault();
            void answer(form, row, () => postClaims(referee, "/v1/encounters/{encounter_id}/proposals/{proposal_id}/withdraw", { encounter_id: seat.encounterId, proposal_id: proposal.id }), () => {
              resultBox.hidden = false;
              fill(resultBox, h("h2", {}, "Withdrawn"), h("p", { class: "summary" }, `You withdrew your ${words(proposal.step)}: nothing was rolled.`));
            });
          },
        },
        row,
      );
      return form;
    };
    const accept = () => {
      const row = h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary" }, "Accept and roll"));
      const form: HTMLFormElement = h(
        "form",
        {
          class: "accept",
          onsubmit: (event: Event) => {
            event.preventDefault();
            void answer(form, row, () => postClaims(referee, "/v1/encounters/{encounter_id}/proposals/{proposal_id}/accept", { encounter_id: seat.encounterId, proposal_id: proposal.id }), (a) => showAnswer(path, a));
          },
        },
        row,
      );
      return form;
    };
    const reject = () => {
      const reason = reasonField("reject-reason", "Why you reject it (everyone reads it)");
      const row = h("div", { class: "buttons" }, h("button", { type: "submit", class: "secondary" }, "Reject"));
      const form: HTMLFormElement = h(
        "form",
        {
          class: "reject",
          novalidate: true,
          onsubmit: (event: Event) => {
            event.preventDefault();
            void answer(
              form,
              row,
              () => postClaims(referee, "/v1/encounters/{encounter_id}/proposals/{proposal_id}/reject", { encounter_id: seat.encounterId, proposal_id: proposal.id }, { reason: reason.input.value.trim() }),
              () => {
                resultBox.hidden = false;
                fill(resultBox, h("h2", {}, "Rejected"), h("p", { class: "summary" }, `You rejected ${roleName(proposal.proposer)}'s ${words(proposal.step)}: nothing was rolled.`));
              },
            );
          },
        },
        reason.element,
        row,
      );
      return form;
    };
    fill(
      proposalBox,
      h("h2", {}, mine ? "Your proposal" : `${roleName(proposal.proposer)} proposes`),
      h("p", { class: "summary", id: "proposal-claims" }, sayProposal(doc, proposal)),
      h(
        "p",
        { class: "hint", id: "proposal-waiting" },
        mine
          ? `Waiting for ${whoOf(proposal.confirm)} to accept. Nothing is rolled until then.`
          : mayAccept
            ? "Accept it and the dice roll as proposed; reject it, with a reason, and nothing is rolled."
            : `Waiting for ${whoOf(proposal.confirm)} to accept or reject it. Every other step waits.`,
      ),
      mine ? withdraw() : null,
      mayAccept ? accept() : null,
      mayReject ? reject() : null,
    );
  };

  let disputesKey = "";
  /** The disputes awaiting the game master's ruling: the game master rules, the sides read. */
  const drawDisputes = (doc: EncounterDoc) => {
    const open = doc.revealed ? [] : (doc.open_disputes ?? []);
    const key = JSON.stringify([open, open.map((i) => logged.has(i))]);
    if (key === disputesKey) return;
    disputesKey = key;
    disputesBox.hidden = open.length === 0;
    if (!open.length) {
      disputesBox.replaceChildren();
      return;
    }
    const ruling = (index: number) => {
      const entry = logged.get(index);
      const choice = h(
        "select",
        { id: `ruling-${index}`, "data-path": "ruling" },
        h("option", { value: "dismissed" }, "Dismissed: the step stands"),
        h("option", { value: "upheld" }, "Upheld: a correction follows"),
      );
      const note = reasonField(`ruling-${index}-note`, "Your note (everyone reads it)", false);
      const row = h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary" }, "Give the ruling"));
      const form: HTMLFormElement = h(
        "form",
        {
          class: "ruling",
          onsubmit: (event: Event) => {
            event.preventDefault();
            void answer(
              form,
              row,
              () => postClaims(referee, "/v1/encounters/{encounter_id}/disputes/{dispute_index}/ruling", { encounter_id: seat.encounterId, dispute_index: index }, { ruling: choice.value, note: note.input.value.trim() }),
              (a) => {
                resultBox.hidden = false;
                fill(resultBox, h("h2", {}, "Ruling given"), h("p", { class: "summary" }, claimsEntryWords({ index: Number(a["index"]), step: "claims.ruling", role: "gm", rolls: [], outcome: {}, changes: [], params: a["params"] as Record<string, unknown> }) ?? ""));
              },
            );
          },
        },
        h("div", { class: "field" }, h("label", { for: `ruling-${index}` }, "Your ruling"), choice),
        note.element,
        row,
      );
      return h(
        "li",
        { "data-dispute": index },
        h("p", { class: "summary" }, entry ? (claimsEntryWords(entry) ?? `Dispute #${index}`) : `Dispute #${index}`),
        isGm ? form : h("p", { class: "hint" }, "Waiting for the game master's ruling."),
      );
    };
    fill(disputesBox, h("h2", {}, "Disputes"), h("ul", { class: "disputes" }, open.map(ruling)));
  };

  /**
   * A side may dispute a logged step until the side that took it takes its next step (or
   * the reveal): the latest step of each role, not yet disputed, gets a "Dispute" button.
   */
  const drawDisputeControls = (doc: EncounterDoc) => {
    if (isGm) return;
    const disputable = new Set<number>();
    if (!doc.revealed && !doc.proposal) {
      const latest = new Map<string, number>();
      const disputed = new Set<number>();
      for (const entry of [...logged.values()].sort((a, b) => a.index - b.index)) {
        if (isStep(entry)) latest.set(entry.role, entry.index);
        if (entry.step === "claims.disputed") disputed.add(Number(entry.params?.["log_index"]));
      }
      for (const index of latest.values()) if (!disputed.has(index)) disputable.add(index);
    }
    for (const item of logBox.querySelectorAll<HTMLElement>("li.log-entry")) {
      const index = Number(item.dataset["index"]);
      const control = item.querySelector(":scope > details.dispute");
      if (!disputable.has(index)) control?.remove();
      else if (!control) item.append(disputeControl(index));
    }
  };

  const disputeControl = (index: number) => {
    const reason = reasonField(`dispute-${index}-reason`, "What is wrong with it (everyone reads it)");
    const row = h("div", { class: "buttons" }, h("button", { type: "submit", class: "secondary" }, "Send the dispute"));
    const form: HTMLFormElement = h(
      "form",
      {
        novalidate: true,
        onsubmit: (event: Event) => {
          event.preventDefault();
          void answer(
            form,
            row,
            () => postClaims(referee, "/v1/encounters/{encounter_id}/disputes", { encounter_id: seat.encounterId }, { log_index: index, reason: reason.input.value.trim() }),
            () => {
              resultBox.hidden = false;
              fill(resultBox, h("h2", {}, "Disputed"), h("p", { class: "summary" }, `You dispute #${index}: the game master rules on it. The roll stays as it was rolled until then.`));
            },
          );
        },
      },
      reason.element,
      row,
    );
    return h("details", { class: "dispute", "data-dispute-of": index }, h("summary", {}, `Dispute #${index}`), form);
  };

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
    const nowList = offeredNow(doc, seat, parts);
    const now = new Set(nowList);
    const key = JSON.stringify([doc.revealed, models.map((m) => [m.id, m["in_play"], m["out_of_action"]]), nowList, initialFor(doc, seat), doc.proposal?.id ?? null]);
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
    const current = steps.filter((step) => now.has(step.path)).sort((a, b) => nowList.indexOf(a.path) - nowList.indexOf(b.path));
    const others = steps.filter((step) => !now.has(step.path));
    const said = doc.proposal
      ? "A proposal waits for its answer: every step waits until it is accepted, rejected or withdrawn."
      : current.length
        ? "What applies now; the rest is under other steps."
        : isGm
          ? "Nothing waits for the game master now: the sides play. Every step is under other steps."
          : "Nothing waits for your side now: the other side plays.";
    fill(
      stepsBox,
      h("h2", {}, "Your moves"),
      h("p", { class: "hint", id: "steps-now" }, said),
      current.map((step) => stepForm(doc, step, ctx, initial, true)),
      others.length
        ? h("details", { class: "other-steps" }, h("summary", {}, `Other steps (${others.length})`), others.map((step) => stepForm(doc, step, ctx, initial, false)))
        : null,
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
              showAnswer(step.path, answer);
              // A sealed part or a proposal: read the encounter afresh (whom it waits for).
              await feed.refresh(answer["status"] === "waiting" || answer["status"] === "proposed");
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
      const current = fitToSchema(spec, schema, Object.fromEntries(Object.entries(model).filter(([name]) => properties.includes(name)))) as Record<string, unknown>;
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

  const showAnswer = (path: string, answer: Record<string, unknown>) => {
    resultBox.hidden = false;
    resultBox.dataset["version"] = String(answer["version"] ?? "");
    if (answer["status"] === "waiting") {
      const waiting = (answer["waiting_for"] as string[]) ?? [];
      parts.sealed(String(answer["step"]), (answer["submitted"] as string[]) ?? [], waiting, logLength);
      if (lastDoc) drawState(lastDoc);
      const sides = waiting.map((part) => part.split("#")[0] ?? part);
      fill(resultBox, h("h2", {}, "Sent, sealed"), h("p", { class: "sealed" }, `Your ${words(path.split("/").slice(1).join(" ") || path)} choice is in, face down. Waiting for ${sides.join(" and ")}.`));
      return;
    }
    if (answer["status"] === "proposed") {
      const proposal = answer["proposal"] as Proposal;
      fill(
        resultBox,
        h("h2", {}, "Proposed"),
        h("p", { class: "summary" }, `${lastDoc ? sayProposal(lastDoc, proposal) : proposalSentence(proposal)} Waiting for ${whoOf(proposal.confirm)} to accept: nothing is rolled until then.`),
      );
      return;
    }
    if (path === "reveal") {
      fill(resultBox, h("h2", {}, "Revealed"), h("p", {}, `Server seed ${show(answer["server_seed"])} — its sha256 is the commitment ${show(answer["seed_commitment"])}.`));
      return;
    }
    fill(
      resultBox,
      h("h2", {}, `Result: ${words(String(answer["step"] ?? path))}`, answer["index"] !== undefined ? h("small", {}, ` #${show(answer["index"])}`) : ""),
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
      logged.clear();
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
      list?.prepend(logEntryView(entry, doc.system));
      logged.set(entry.index, entry);
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
      drawProposal(doc);
      drawSteps(doc);
      drawCorrections(doc);
      drawClosing(doc);
      void drawLog(doc)
        .then(() => {
          // Both read the log: the disputes name their entries, a dispute ends its button.
          if (lastDoc !== doc) return;
          drawDisputes(doc);
          drawDisputeControls(doc);
        })
        .catch(report);
    },
    report,
    (sealed) => {
      parts.sealed(sealed.step, sealed.submitted, sealed.waiting_for, logLength);
      if (lastDoc) {
        drawState(lastDoc);
        drawSteps(lastDoc);
      }
    },
  );
}

async function main(): Promise<void> {
  try {
    const spec = await loadSpec();
    SPEC = spec;
    const seat = seatFromUrl();
    if (seat) play(spec, seat);
    else setup(spec);
  } catch (error) {
    report(error);
  }
}

void main();
