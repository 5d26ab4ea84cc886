// The table and the verify page in headless Chromium (Debian's, driven by playwright-core),
// as people use them: the game master and each player in their own browser context, each
// from its join link. Run by tests/web/test_table_browser.py:
//
//     node test/table.browser.mjs SCENARIO
//
// with REFEREE_URL (the live service), CHROMIUM (the browser) and REFEREE_SHOTS (where the
// screenshots go). SCENARIO: urban-war (orders, initiative, one shot with odds, reveal,
// verify), urban-war-skirmish (a whole fight until one squad is out, then the same checks)
// umbra-turris (a correction, a charge and exchanges with sealed parries) or walka
// (initiative and a strike with its odds). Every check is on what a
// person sees: text, dice faces, the odds chart's marked bar. Exits non-zero on a failure.
import assert from "node:assert/strict";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";

import { chromium } from "playwright-core";

const BASE = process.env.REFEREE_URL ?? "http://127.0.0.1:8000";
const SHOTS = process.env.REFEREE_SHOTS ?? "screenshots";
const SCENARIO = process.argv[2] ?? "urban-war";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const STEP_TIMEOUT = 20_000;
const WIDTHS = [320, 390, 1440];
// axe-core (web/package.json), injected into the pages it checks.
const AXE = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const checked = { overflow: [], axe: [], spec: [] }; // the views each check ran on

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    // No network but this server.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
  ],
});
const requests = []; // every request any page made: url and Referer, checked by the caller
const joinLinks = []; // every join link handed out (their tokens must appear in no request)

async function seat(name, viewport, url) {
  const context = await browser.newContext({ viewport, colorScheme: name === "blue" ? "dark" : "light" });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw new Error(`${name}: a script failed: ${error.message}`);
  });
  page.on("request", (request) =>
    requests.push({ seat: name, url: request.url(), referer: request.headers()["referer"] ?? "" }),
  );
  if (url) await page.goto(url);
  return { name, page, context };
}

/** One view at both sizes, as the screen shows it (scrolled to `focus`, a selector). */
const taken = new Set();
async function shots(who, label, focus) {
  taken.add(label);
  await mkdir(SHOTS, { recursive: true });
  const before = who.page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await who.page.setViewportSize(size);
    if (focus) await who.page.locator(focus).first().evaluate((el) => el.scrollIntoView({ block: "start" }));
    else await who.page.evaluate(() => window.scrollTo(0, 0));
    await who.page.screenshot({ path: join(SHOTS, `${label}-${size.width}x${size.height}.png`) });
  }
  await who.page.setViewportSize(before);
}

const version = async (who) => Number((await who.page.locator("#state .hint").innerText()).match(/Version (\d+)/)?.[1]);

/** Wait until this page shows at least `v` (it polls the server). */
async function caughtUp(who, v) {
  await who.page.waitForFunction(
    (wanted) => Number(document.querySelector("#state .hint")?.textContent?.match(/Version (\d+)/)?.[1]) >= wanted,
    v,
    { timeout: STEP_TIMEOUT },
  );
}

/** The game master's page of the fight a player's page belongs to. */
const tables = new Map();
const tableOf = (who) => tables.get(who.context);

const situation = (who) => who.page.locator("#state .situation").innerText();

/**
 * Open a step's form, fill it, press its button, and wait for the answer on the page.
 * `fields`: name -> value (a select option, a text, or true/false for a checkbox).
 */
async function step(who, path, fields = {}) {
  // A player acts on what its own page shows: it has caught up with the table first.
  if (who.name !== "gm" && tableOf(who)) await caughtUp(who, await version(tableOf(who)));
  const form = who.page.locator(`details[data-step="${path}"]`);
  await form.waitFor({ state: "attached", timeout: STEP_TIMEOUT });
  // Opened again before each field: an update from the table may redraw the list of steps.
  const open = async () => {
    // A step that does not fit now waits under "Other steps".
    await form.evaluate((el) => {
      const other = el.closest("details.other-steps");
      if (other) other.open = true;
    });
    if ((await form.getAttribute("open")) === null) {
      // From the keyboard: a step opens with Enter on its summary.
      await form.locator(":scope > summary").focus();
      await who.page.keyboard.press("Enter");
    }
  };
  await open();
  for (const [name, value] of Object.entries(fields)) {
    await open();
    const field = form.locator(`[name="${name}"]`).first();
    const tag = await field.evaluate((el) => `${el.tagName}:${el.getAttribute("type") ?? ""}`);
    if (tag.startsWith("SELECT")) await field.selectOption(String(value));
    else if (tag.endsWith(":checkbox")) await field.setChecked(Boolean(value));
    else await field.fill(String(value));
  }
  const before = await who.page.locator("#result").innerText();
  // Pressed from the keyboard: the button is focusable and Enter works.
  await form.locator("button[type=submit]").focus();
  await who.page.keyboard.press("Enter");
  await who.page.waitForFunction(
    ({ before }) => {
      const alert = (document.getElementById("alert")?.textContent ?? "") + (document.querySelector(".form-error")?.textContent ?? "");
      const result = document.getElementById("result");
      return alert.length > 0 || (result && !result.hidden && result.innerText !== before);
    },
    { before },
    { timeout: STEP_TIMEOUT },
  );
  const alert = (await who.page.locator("#alert").innerText()) + (await form.locator(".form-error").allInnerTexts()).join(" ");
  const answered = Number(await who.page.locator("#result").getAttribute("data-version"));
  // The page shows the state after its own step before anyone reads it.
  if (!alert && answered) await caughtUp(who, answered);
  if (alert) {
    const seen = await situation(who).catch(() => "");
    assert.fail(`${who.name}: ${path} was refused: ${alert}\n${who.name}'s page showed: ${seen} (version ${await version(who)})`);
  }
  return who.page.locator("#result");
}

/** No view is wider than the screen: at 320, 390 and 1440 px nothing overflows sideways. */
async function assertNoOverflow(who, view) {
  const before = who.page.viewportSize();
  for (const width of WIDTHS) {
    await who.page.setViewportSize({ width, height: before.height });
    const wide = await who.page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= limit) return null;
      const culprits = [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > limit + 1 && el.getClientRects().length)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.className?.baseVal ?? el.className}`);
      return `${document.documentElement.scrollWidth} px wide (screen ${limit}): ${culprits.slice(-5).join(", ")}`;
    });
    assert.equal(wide, null, `${view} at ${width} px overflows: ${wide}`);
  }
  await who.page.setViewportSize(before);
  checked.overflow.push(view);
}

/** Everything one taps is 44 px tall at least (a checkbox or radio: with its label). */
async function assertTapTargets(who, view) {
  const small = await who.page.evaluate(() =>
    [...document.querySelectorAll("button, summary, select, textarea, a.button, .top a, input")]
      .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden")
      .map((el) => {
        const target = ["checkbox", "radio"].includes(el.type) ? (el.labels?.[0] ?? el) : el;
        const box = target.getBoundingClientRect();
        return { what: `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 30) || el.name || el.id}`, height: box.height };
      })
      .filter((t) => t.height < 44),
  );
  assert.deepEqual(small, [], `${view}: tap targets under 44 px`);
}

/** axe-core finds no violation on the page as it stands. */
async function assertAccessible(who, view) {
  await who.page.evaluate(AXE); // evaluated by the browser's devtools side: the page's CSP allows no inline code
  const violations = await who.page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  });
  assert.deepEqual(violations, [], `${view}: axe-core violations`);
  checked.axe.push(view);
}

/** Nothing of the spec's own notation shows through in what the page says. */
async function assertNoSpecText(who, view) {
  const text = await who.page.evaluate(() => `${document.querySelector("header")?.textContent ?? ""}\n${document.querySelector("main")?.textContent ?? ""}`);
  for (const pattern of [/§/, /\(DECISION\)/, /`/, /Who may:/, /config\.\w/, /\bR\d{1,2}\b\)/, /Alias:/]) {
    const at = text.search(pattern);
    assert.equal(at, -1, `${view} shows ${pattern}: …${text.slice(Math.max(0, at - 60), at + 60)}…`);
  }
  checked.spec.push(view);
}

/** One view checked for phones, keyboards and screen readers, and against spec text. */
async function assertView(who, view) {
  if (!taken.has(view)) await shots(who, view);
  await assertNoOverflow(who, view);
  await assertTapTargets(who, view);
  await assertNoSpecText(who, view);
  await assertAccessible(who, view);
}

/**
 * A shot with its distance left empty, on a phone: the refusal is shown beside the
 * distance field, in view, the field focused, marked invalid and described by the message,
 * and the problem beside the button is announced (role=alert).
 */
async function assertRefusedShotShownBesideItsField(who) {
  const form = who.page.locator('details[data-step="urban-war/shooting"]');
  if ((await form.getAttribute("open")) === null) await form.locator(":scope > summary").click();
  const distance = form.locator('[data-path="distance_in"]');
  await distance.fill("");
  await form.locator("button[type=submit]").click();
  const message = form.locator(".field-error");
  await message.first().waitFor({ timeout: STEP_TIMEOUT });
  assert.equal(await who.page.locator("#alert").innerText(), "", "not (only) at the top of the page");
  const seen = await who.page.evaluate(() => {
    const field = document.querySelector('details[data-step="urban-war/shooting"] [data-path="distance_in"]');
    const error = field.closest(".field").querySelector(".field-error");
    const alert = document.querySelector('details[data-step="urban-war/shooting"] .form-error');
    const inView = (el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    };
    return {
      focused: document.activeElement === field,
      invalid: field.getAttribute("aria-invalid"),
      describedBy: (field.getAttribute("aria-describedby") ?? "").split(" ").includes(error.id),
      fieldInView: inView(field),
      errorInView: inView(error),
      gap: Math.abs(error.getBoundingClientRect().top - field.getBoundingClientRect().bottom),
      message: error.textContent,
      alertRole: alert?.getAttribute("role"),
      alertText: alert?.textContent ?? "",
      width: window.innerWidth,
    };
  });
  assert.equal(seen.width, PHONE.width);
  assert.ok(seen.focused, "the field at fault has the focus");
  assert.equal(seen.invalid, "true");
  assert.ok(seen.describedBy, "the field is described by its message");
  assert.ok(seen.fieldInView && seen.errorInView, `the field and its message are in view: ${JSON.stringify(seen)}`);
  assert.ok(seen.gap < 60, `the message is next to its field (${seen.gap} px)`);
  assert.match(seen.message, /distance in/, "the message names the field as its label does");
  assert.doesNotMatch(seen.message, /distance_in/);
  assert.equal(seen.alertRole, "alert", "the refusal is announced");
  assert.match(seen.alertText, /\S/);
  await shots(who, "urban-war-refused-shot", ".field-error");
}

/** The steps a page offers now (marked "now", from the server's next_steps), as their paths. */
const offered = (who) => who.page.locator("#steps details.step.now").evaluateAll((els) => els.map((el) => el.dataset.step));

/**
 * Wait until a page offers what `expected` says: `first` (the step offered first), `has`
 * (offered), `not` (not offered; they wait under "other steps"). Fails with what it offers.
 */
async function assertOffered(who, { first, has = [], not = [] }, phase) {
  let seen = [];
  const deadline = Date.now() + STEP_TIMEOUT;
  for (;;) {
    seen = await offered(who);
    const fits = (!first || seen[0] === first) && has.every((s) => seen.includes(s)) && not.every((s) => !seen.includes(s));
    if (fits) return seen;
    if (Date.now() > deadline) assert.fail(`${who.name} (${phase}) offers ${JSON.stringify(seen)}: wanted first ${first}, ${has}, not ${not}`);
    await who.page.waitForTimeout(200);
  }
}

/** The sentence a block says first (a result's or a log entry's summary). */
const sentence = (locator) => locator.locator(".summary").first().innerText();

/** The game master corrects a model: its form, prefilled from the state, then Save. */
async function correct(gm, model, fields) {
  const form = gm.page.locator(`details[data-correction="${model}"]`);
  await form.locator(":scope > summary").click();
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).first().fill(String(value));
  await form.getByRole("button", { name: `Save ${model}` }).click();
  await gm.page.waitForFunction(
    (model) =>
      /Correction/.test(document.querySelector("#result h2")?.textContent ?? "") ||
      document.querySelector(`details[data-correction="${model}"] .form-error`),
    model,
    { timeout: STEP_TIMEOUT },
  );
  const refused = await form.locator(".form-error").allInnerTexts();
  assert.deepEqual(refused, [], `the correction of ${model} was refused`);
  assert.equal(await gm.page.locator("#alert").innerText(), "");
  return gm.page.locator("#result").innerText();
}

/** The dice a person sees in a block: [{sides, value, label}]. */
async function diceIn(locator) {
  return locator.locator("figure.die").evaluateAll((dice) =>
    dice.map((d) => ({
      sides: Number(d.getAttribute("data-sides")),
      value: Number(d.getAttribute("data-value")),
      label: d.getAttribute("aria-label"),
      pips: d.querySelectorAll("circle.pip").length,
      face: d.querySelector("text.die-value")?.textContent ?? null,
      caption: d.querySelector("figcaption")?.textContent ?? "",
    })),
  );
}

function assertFaces(dice, sides) {
  assert.ok(dice.length > 0, "no dice shown");
  for (const die of dice) {
    if (sides) assert.equal(die.sides, sides, die.label);
    assert.ok(die.value >= 1 && die.value <= die.sides, die.label);
    // The face itself shows the value: pips on a d6, the number on others.
    if (die.sides === 6) assert.equal(die.pips, die.value, die.label);
    else assert.equal(die.face, String(die.value), die.label);
    assert.match(die.label, new RegExp(`^d${die.sides} showing ${die.value}: \\S`), "a die shows its purpose");
    assert.ok(die.caption.length > String(die.value).length, `the caption names the purpose: ${die.caption}`);
  }
}

/** The odds of a roll: a chart whose marked bar is the value rolled, and its percentile. */
async function assertOdds(result) {
  const charts = result.locator("figure.odds-chart");
  assert.ok((await charts.count()) > 0, "no odds chart");
  let marked = 0;
  for (const chart of await charts.all()) {
    const line = await chart.locator(".odds-line").innerText();
    const rolled = line.match(/Rolled (-?\d+)/);
    if (!rolled) continue;
    const bar = chart.locator("g.bar[data-rolled]");
    assert.equal(await bar.count(), 1, "one bar is marked");
    assert.equal(await bar.getAttribute("data-value"), rolled[1], "the marked bar is the value rolled");
    assert.match(await bar.locator("text.rolled-label").textContent(), /rolled/, "marked in words, not by colour alone");
    assert.match(line, /luckier than \d{1,3}% of rolls/);
    marked += 1;
  }
  assert.ok(marked > 0, "no chart marks a rolled value");
  return marked;
}

// -- the game master sets up -----------------------------------------------------------------

async function createEncounter(system, policy = "trusted") {
  const gm = await seat("gm", DESKTOP, `${BASE}/table/`);
  if (system === "urban-war" && policy === "trusted") await weaponsAndSavedRoster(gm);
  const names = { "urban-war": "Urban War", "umbra-turris": "Umbra Turris", walka: "Walka" };
  await gm.page.getByRole("radio", { name: new RegExp(names[system]) }).check();
  const policies = { trusted: /Trusted/, opponent_confirms: /The opponent confirms/, gm_confirms: /The game master confirms/ };
  await gm.page.getByRole("radio", { name: policies[policy] }).check();
  await gm.page.locator("#encounter-name").fill(`Browser test: ${system}`);
  await gm.page.locator("#client-seed").fill("browser-test");
  await shots(gm, `setup-${system}`);
  // The model forms have the long names only: the API's short aliases are not offered.
  assert.equal(await gm.page.locator('.roster [name="AS"], .roster [name="SPD"], .roster [name="W"]').count(), 0, "no alias inputs");
  await assertView(gm, `setup-${system}`);
  await gm.page.getByRole("button", { name: "Create the encounter" }).focus();
  await gm.page.keyboard.press("Enter");
  await gm.page.locator("#join-links").waitFor({ timeout: STEP_TIMEOUT });
  const links = {};
  for (const input of await gm.page.locator("input.join-link").all()) {
    links[await input.getAttribute("data-role")] = await input.inputValue();
  }
  for (const [role, link] of Object.entries(links)) {
    const url = new URL(link);
    assert.match(url.hash, /^#as=[a-z]+&token=[A-Za-z0-9_-]{20,}$/, "the token is in the fragment");
    assert.ok(!url.search.includes("token"), `${role}'s token is not in the query`);
    // The address the game master's browser reached the server by, whatever it is.
    assert.equal(url.origin, new URL(BASE).origin, `${role}'s link uses the page's own address`);
  }
  if (/^(127\.|localhost|\[::1\])/.test(new URL(BASE).host)) {
    assert.match(await gm.page.locator("#loopback-warning").innerText(), /cannot open these links/);
  }
  await assertView(gm, `game-master-${system}`);
  return { gm, links };
}

/**
 * Weapons are built from their bands with a preview of the card, not typed as JSON; a
 * roster saved on the device comes back with its change after the example was restored.
 */
async function weaponsAndSavedRoster(gm) {
  const card = gm.page.locator(".roster details.model-card").first();
  await card.locator(":scope > summary").click();
  assert.equal(await card.locator('textarea[name="weapons"]').count(), 0, "no JSON box for weapons");
  const preview = card.locator(".weapon-preview").first();
  assert.equal(await preview.innerText(), "Rifle: melee –, short +1/5, medium 0/5, long -1/5, extreme –");
  await card.locator('[data-path="models.0.weapons.0.bands.medium.strength"]').fill("6");
  await card.locator('[data-path="models.0.weapons.0.bands.extreme"] input[type=checkbox]').check();
  assert.equal(await preview.innerText(), "Rifle: melee –, short +1/5, medium 0/6, long -1/5, extreme 0/4");
  await card.locator('[data-path="models.0.weapons.0.bands.extreme"] input[type=checkbox]').uncheck();
  await shots(gm, "setup-weapon-card", ".weapon");
  await assertView(gm, "setup-weapon-card");
  await gm.page.locator("#roster-name").fill("Test squad");
  await gm.page.getByRole("button", { name: "Save the roster" }).click();
  await gm.page.getByRole("button", { name: "Back to the example roster" }).click();
  assert.match(await gm.page.locator(".roster .weapon-preview").first().textContent(), /medium 0\/5/);
  await gm.page.getByRole("button", { name: "Use Test squad" }).click();
  assert.match(await gm.page.locator(".roster .weapon-preview").first().textContent(), /medium 0\/6, long -1\/5, extreme –$/);
  // Kept on the device: the page reads it again after a reload.
  await gm.page.reload();
  await gm.page.getByRole("button", { name: "Use Test squad" }).waitFor({ timeout: STEP_TIMEOUT });
}

// -- Urban War ---------------------------------------------------------------------------

async function urbanWar({ whole, consent = false }) {
  // consent: under opponent_confirms, each shot (it claims a distance) is a proposal the
  // other side accepts on its own page before the dice roll.
  const { gm, links } = await createEncounter("urban-war", consent ? "opponent_confirms" : "trusted");
  const red = await seat("red", PHONE, links.red);
  const blue = await seat("blue", PHONE, links.blue);
  const players = { red, blue };
  for (const player of [red, blue]) tables.set(player.context, gm);
  await red.page.getByText("You play red").waitFor();
  assert.match(await situation(blue), /waiting for orders from red and blue/);
  // Orders roll nothing: the button says what it does and no odds are offered.
  const orders = red.page.locator('details[data-step="urban-war/orders"]');
  assert.equal(await orders.locator("button[type=submit]").textContent(), "Send orders");
  assert.equal(await orders.locator('input[id^="odds-"]').count(), 0, "no odds for orders");
  assert.equal(await red.page.locator('details[data-step="urban-war/shooting"] button[type=submit]').textContent(), "Shoot");
  // The command phase offers orders first; shooting and activating wait under "other steps".
  const moves = ["urban-war/shooting", "urban-war/movement", "urban-war/activate", "urban-war/initiative"];
  await assertOffered(red, { has: ["urban-war/orders"], not: moves }, "command phase");
  await assertOffered(gm, { not: moves }, "command phase");
  assert.match(await red.page.locator("details.other-steps > summary").innerText(), /Other steps \(\d+\)/);
  await assertView(red, "urban-war-player");

  joinLinks.push(...Object.values(links));
  let shotsWithOdds = 0;
  let sawSealedOrders = false;
  for (let actions = 0; actions < (whole ? 400 : 40); actions++) {
    // The game master's view is where the table is read from; it has caught up with the last step.
    const text = await situation(gm);
    if (/Winner:/.test(text)) break;
    let acted;
    if (/waiting for orders from/.test(text)) {
      // Both give their orders, each on its own phone; the first waits, sealed.
      await assertOffered(red, { has: ["urban-war/orders"] }, "command phase");
      const first = await step(red, "urban-war/orders");
      assert.match(await first.innerText(), /Sent, sealed[\s\S]*Waiting for blue/);
      // Red's orders are in: red has nothing more to give, blue still has.
      await assertOffered(red, { not: ["urban-war/orders"] }, "red's orders given");
      await assertOffered(blue, { has: ["urban-war/orders"] }, "red's orders given");
      assert.match(await situation(red), /red: orders given, sealed\s+waiting for blue's orders/);
      // Blue's phone shows nothing of red's orders.
      await blue.page.waitForTimeout(1600);
      assert.doesNotMatch(await blue.page.locator("#state").innerText(), /snap fire|overwatch/);
      const firstRound = !sawSealedOrders;
      if (firstRound) await shots(red, "urban-war-waiting-for-blue", "#result");
      sawSealedOrders = true;
      const second = await step(blue, "urban-war/orders", firstRound ? { b1: "snap_fire" } : {});
      assert.match(await second.innerText(), /Result: orders/);
      assert.match(await sentence(second), /red and blue give their orders, face down until each model acts\./);
      acted = blue;
    } else if (/Initiative is next/.test(text)) {
      const initiative = gm.page.locator('details[data-step="urban-war/initiative"] button[type=submit]');
      assert.equal(await initiative.textContent(), "Roll initiative");
      await assertOffered(gm, { has: ["urban-war/initiative"] }, "initiative");
      const result = await step(gm, "urban-war/initiative");
      assertFaces(await diceIn(result), 10);
      assert.match(await sentence(result), /(red|blue) wins; (red|blue) (goes|lets \S+ go) first/);
      acted = gm;
    } else if (/must take a panic test/.test(text)) {
      const model = text.match(/(\S+) must take a panic test/)[1];
      const side = (await gm.page.locator(`tr[data-model="${model}"] td`).first().innerText()).trim();
      await assertOffered(players[side], { has: ["urban-war/panic-test"], not: ["urban-war/activate"] }, "panic test due");
      const result = await step(players[side], "urban-war/panic-test");
      assertFaces(await diceIn(result), 10);
      assert.match(await sentence(result), new RegExp(model));
      acted = players[side];
    } else if (/ is active/.test(text)) {
      const model = text.match(/(\S+) is active/)[1];
      const side = (await gm.page.locator(`tr[data-model="${model}"] td`).first().innerText()).trim();
      const ended = await step(players[side], "urban-war/end-activation");
      assert.match(await sentence(ended), new RegExp(`${model}'s activation ends\\.`));
      acted = players[side];
    } else if (/(red|blue) to move/.test(text)) {
      const side = text.match(/(red|blue) to move/)[1];
      const who = players[side];
      await caughtUp(who, await version(gm));
      await assertOffered(who, { has: ["urban-war/activate"], not: ["urban-war/shooting", "urban-war/orders"] }, `${side} to move`);
      const other = players[side === "red" ? "blue" : "red"];
      await caughtUp(other, await version(gm));
      await assertOffered(other, { not: ["urban-war/activate", "urban-war/shooting"] }, `${side} to move, seen by the other side`);
      const activated = await step(who, "urban-war/activate");
      const model = (await sentence(activated)).match(/^(\S+) is activated\./)?.[1];
      assert.ok(model, `the activation says who: ${await sentence(activated)}`);
      // A model taking its action: shooting and ending the activation apply, activating does not.
      await assertOffered(who, { has: ["urban-war/shooting", "urban-war/end-activation"], not: ["urban-war/activate", "urban-war/orders"] }, `${model} active`);
      if (!consent && shotsWithOdds === 0 && who.page.viewportSize().width === PHONE.width) await assertRefusedShotShownBesideItsField(who);
      let result = await step(who, "urban-war/shooting", { distance_in: 10 });
      acted = who;
      if (consent) {
        assert.match(await result.innerText(), new RegExp(`Proposed[\\s\\S]*Waiting for ${other.name} to accept`));
        await proposalShown(other, `${who.name} proposes`);
        result = await press(other, "#proposal", "Accept and roll", "Result");
        acted = other;
      }
      assertFaces(await diceIn(result), 10);
      assert.match(await sentence(result), new RegExp(`^${model} shoots \\S+ at 10 in`));
      if (!consent) await assertOdds(result);
      if (!consent && shotsWithOdds === 0) {
        await shots(who, "urban-war-shot-with-odds", "#result .odds-chart");
        await assertView(who, "urban-war-shot-with-odds");
      }
      shotsWithOdds += 1;
      if (!whole) break;
    } else {
      throw new Error(`the table shows nothing to do: ${text}`);
    }
    await caughtUp(gm, await version(acted));
  }
  assert.ok(sawSealedOrders, "a player's orders waited, sealed, for the other's");
  assert.ok(shotsWithOdds > 0, "no shot was fired");
  if (whole) assert.match(await situation(gm), /Winner: (red|blue|draw)/);
  // Everyone sees the rolls in the log, as dice faces.
  await caughtUp(blue, await version(gm));
  assertFaces(await diceIn(blue.page.locator("#log")), 10);
  // The log says what happened in the same sentences as the results.
  const blueLog = await blue.page.locator("#log").innerText();
  assert.match(blueLog, /red and blue give their orders/);
  assert.match(blueLog, /\S+ shoots \S+ at 10 in/);
  await shots(gm, "urban-war-game-master");
  await shots(blue, "urban-war-player-log", "#log");
  const sealedNote = /stay sealed until the reveal/;
  assert.match(await blue.page.locator("#log").innerText(), sealedNote, "the orders are sealed in the log");
  await revealAndVerify(gm, "urban-war");
  // The reveal updates every view: the orders face up in the roster and in the log.
  for (const who of [gm, blue]) {
    await who.page.waitForFunction(() => /Revealed/.test(document.querySelector("#state")?.textContent ?? ""), null, { timeout: STEP_TIMEOUT });
    await who.page.waitForFunction(() => /revealed: /.test(document.querySelector("#log")?.textContent ?? ""), null, { timeout: STEP_TIMEOUT });
    assert.doesNotMatch(await who.page.locator("#state").innerText(), /order: (sealed|face down)/, `${who.name}'s roster after the reveal`);
    assert.doesNotMatch(await who.page.locator("#log").innerText(), sealedNote, `${who.name}'s log after the reveal`);
  }
  await shots(blue, "urban-war-player-after-reveal");
  return { shotsWithOdds, consent };
}

// -- reveal, export, verify offline -------------------------------------------------------------

async function revealAndVerify(gm, system, corrections = /None: nothing was changed by hand/) {
  const result = await step(gm, "reveal");
  assert.match(await result.innerText(), /Server seed [0-9a-f]{32}/);
  await shots(gm, `reveal-${system}`, "#result");
  await assertView(gm, `reveal-${system}`);
  const exportLink = gm.page.getByRole("link", { name: "Download the export" });
  await exportLink.waitFor({ timeout: STEP_TIMEOUT });
  const download = gm.page.waitForEvent("download");
  await exportLink.click();
  const file = await (await download).path();

  const auditor = await seat("auditor", DESKTOP, `${BASE}/verify/`);
  await auditor.page.locator("#check").waitFor();
  // A single stateless answer, fetched while the network is still there.
  const single = await auditor.page.evaluate(async () => {
    const body = JSON.stringify({ command: 4, calibre: 1, seed: "table-7" });
    const answer = await fetch("/v1/urban-war/command-test", { method: "POST", body, headers: { "Content-Type": "application/json" } });
    return answer.text();
  });
  // The network goes away: the check runs in the page alone.
  await auditor.context.setOffline(true);
  await auditor.page.locator("#file").setInputFiles(file);
  const verdict = auditor.page.locator("#verdict-line");
  await verdict.waitFor({ timeout: STEP_TIMEOUT });
  assert.match(await verdict.innerText(), /Verified: all \d+ rolls match referee-dice-v1/);
  assert.match(await auditor.page.locator("#commitment").innerText(), /✔ Commitment/);
  assert.match(await auditor.page.locator("#first-mismatch").innerText(), /No mismatch/);
  assert.match(await auditor.page.locator("#corrections").innerText(), corrections);
  assertFaces(await diceIn(auditor.page.locator("#verdict")), { "urban-war": 10, "umbra-turris": 6 }[system]);
  await shots(auditor, `verify-${system}`, "#verdict-line");
  await assertView(auditor, `verify-${system}`);

  // A forged die is caught and named.
  const exported = JSON.parse(await (await import("node:fs/promises")).readFile(file, "utf8"));
  const entry = exported.log.find((e) => e.rolls.length > 0);
  const die = entry.rolls[0];
  die.value = (die.value % die.sides) + 1;
  await auditor.page.locator("#paste").fill(JSON.stringify(exported));
  await auditor.page.locator("#check").click();
  assert.match(await verdict.innerText(), /NOT verified/);
  assert.match(
    await auditor.page.locator("#first-mismatch").innerText(),
    new RegExp(`First mismatch: log entry #${entry.index} .*the log says ${die.value}`),
  );
  // Back online: the server recomputes every outcome and checks the signatures, and the
  // page checks them with the service's keys; an edited outcome is refused by the server.
  await auditor.context.setOffline(false);
  await auditor.page.reload();
  await auditor.page.locator("#file").setInputFiles(file);
  const server = auditor.page.locator("#server-check");
  await server.filter({ hasText: /The server/ }).waitFor({ timeout: STEP_TIMEOUT });
  assert.match(await server.innerText(), /✔ The server recomputed every outcome .*both signatures/);
  assert.match(await auditor.page.locator("#chain").innerText(), /✔ Hash chain/);
  assert.match(await auditor.page.locator("#signatures").innerText(), /✔ Signatures/);
  const rolled = JSON.parse(await (await import("node:fs/promises")).readFile(file, "utf8"));
  const forged = rolled.log.find((e) => e.rolls.length > 0);
  forged.outcome = { ...forged.outcome, forged: true };
  await auditor.page.locator("#paste").fill(JSON.stringify(rolled));
  await auditor.page.locator("#check").click();
  await server.filter({ hasText: /The server/ }).waitFor({ timeout: STEP_TIMEOUT });
  assert.match(await server.innerText(), new RegExp(`first failure: recompute at log entry #${forged.index} outcome`));
  assert.match(await verdict.innerText(), /NOT verified: the server refuses it/);
  // One step's answer pasted: its dice recomputed from its own seed (README: [5, 9]).
  await auditor.page.locator("#paste").fill(single);
  await auditor.page.locator("#check").click();
  assert.match(await verdict.innerText(), /Verified: all 2 rolls match/);
  const faces = await diceIn(auditor.page.locator("#verdict"));
  assert.deepEqual(faces.map((d) => d.value), [5, 9]);
  await auditor.page.locator("#paste").fill(single.replace(/"value":\s*5/, '"value": 6'));
  await auditor.page.locator("#check").click();
  assert.match(await verdict.innerText(), /NOT verified/);
  assert.match(await auditor.page.locator("#verdict").innerText(), /d10 is 6, referee-dice-v1 gives 5/);
  await auditor.context.setOffline(false);
}

// -- Umbra Turris: sealed parries --------------------------------------------------------------

async function umbraTurris({ whole = false } = {}) {
  // The whole duel is played under opponent_confirms: the charge (whom it charges is a
  // claim) waits for blue's consent; the exchanges claim nothing out of the ordinary.
  const { gm, links } = await createEncounter("umbra-turris", whole ? "opponent_confirms" : "trusted");
  const red = await seat("red", PHONE, links.red);
  const blue = await seat("blue", PHONE, links.blue);
  const players = { red, blue };
  for (const player of [red, blue]) tables.set(player.context, gm);
  joinLinks.push(...Object.values(links));
  const sideOf = { knight: "red", brigand: "blue" };
  // The game master hands the brigand a helmet before the fight: a correction, listed by verify.
  const corrected = await correct(gm, "brigand", { armour: 1 });
  assert.match(corrected, /models\.brigand\.equipment: \{[^}]*"armour":0[^}]*\} → \{[^}]*"armour":1/);
  // Each player adds its seed before the first die: a side's roll waits for the other's.
  for (const player of [red, blue]) await step(player, "seeds", { seed: `${player.name}-browser` });
  await assertOffered(red, { has: ["umbra-turris/charge"], not: ["umbra-turris/melee/parry", "umbra-turris/melee/attack"] }, "before the charge");
  let charge = await step(red, "umbra-turris/charge", { attacker: "knight", defender: "brigand" });
  if (whole) {
    // Whom a model charges is a claim of the table: under opponent_confirms blue accepts it.
    assert.match(await charge.innerText(), /Proposed[\s\S]*Waiting for blue to accept/);
    await proposalShown(blue, "red proposes");
    charge = await press(blue, "#proposal", "Accept and roll", "Result");
    await caughtUp(gm, await version(blue));
  }
  assert.match(await sentence(charge), /^knight charges brigand: they are engaged in melee\./);
  let parried = 0;
  let through = 0;
  let out = null;
  for (let round = 1; round <= (whole ? 60 : 4); round++) {
    const [attacker, defender] = round % 2 ? ["knight", "brigand"] : ["brigand", "knight"];
    const [a, d] = [players[sideOf[attacker]], players[sideOf[defender]]];
    await caughtUp(a, await version(gm));
    const exchange = await step(a, "umbra-turris/melee/exchange", { attacker, defender });
    assert.match(await sentence(exchange), new RegExp(`^${attacker} attacks ${defender}: each side now chooses its location`));
    // Both sides now choose a location; nothing else is offered first.
    await assertOffered(a, { has: ["umbra-turris/melee/parry"], not: ["umbra-turris/melee/attack", "umbra-turris/charge"] }, "exchange declared");
    await caughtUp(d, await version(a));
    await assertOffered(d, { has: ["umbra-turris/melee/parry"] }, "exchange declared, defender");
    await caughtUp(gm, await version(a));
    assert.match(await situation(d), new RegExp(`Exchange \\d+: ${attacker} attacks ${defender}`));
    // The attacker chooses first, privately; the defender sees only that it is waited for.
    const sealed = await step(a, "umbra-turris/melee/parry", { location: "head" });
    assert.match(await sealed.innerText(), new RegExp(`Waiting for ${d.name}`));
    await assertOffered(a, { not: ["umbra-turris/melee/parry"] }, "attacker's location given");
    await caughtUp(d, await version(a));
    assert.match(await situation(a), new RegExp(`${a.name} chose, sealed; waiting for ${d.name} to choose a location`));
    // The defender's page hears of the sealed choice from the live stream, never its content.
    const told = `${a.name} chose, sealed; waiting for ${d.name} to choose a location`;
    await d.page.waitForFunction((text) => document.querySelector("#state .situation")?.textContent?.includes(text), told, { timeout: STEP_TIMEOUT });
    assert.doesNotMatch(await d.page.locator("#state").innerText(), /head/, "the attacker's choice stays hidden");
    if (round === 1) await shots(d, "umbra-turris-waiting-for-parry");
    const parry = await step(d, "umbra-turris/melee/parry", { location: round <= 2 ? "head" : "legs" });
    const text = await parry.innerText();
    assert.match(await sentence(parry), new RegExp(`${attacker}|${defender}`));
    if (/attack gets through\s*yes/.test(text)) {
      through += 1;
      // The attacker's page first shows the parry that let the blow through (the defender's
      // page already does), so no update redraws the attack's form while it is filled in.
      await caughtUp(a, await version(d));
      await assertOffered(a, { has: ["umbra-turris/melee/attack"], not: ["umbra-turris/melee/parry"] }, "the parry failed");
      const blow = await step(a, "umbra-turris/melee/attack", { attack_type: "standard" });
      assert.match(await sentence(blow), new RegExp(attacker));
      assertFaces(await diceIn(blow), 6);
      await assertOdds(blow);
      if (through === 1) await shots(a, "umbra-turris-attack-with-odds", "#result");
      if (/out of action\s*yes/.test(await blow.innerText())) {
        out = defender;
        break;
      }
    } else {
      parried += 1;
      assert.match(text, /parried/);
    }
    await caughtUp(gm, await version(a));
  }
  assert.ok(parried > 0, "a guarded head parries a blow at the head");
  if (whole) {
    // The whole fight: one duelist is out, every page says so, and only the reveal is left.
    assert.ok(out, "a duelist is out of action");
    await caughtUp(gm, Math.max(await version(red), await version(blue)));
    for (const who of [gm, red, blue]) await logSays(who, new RegExp(`${out} is out of action\\.`));
    await assertOffered(gm, { has: ["reveal"] }, "the fight is over");
    assert.doesNotMatch(await gm.page.locator("#log").innerText(), /rejected/, "nothing was rejected");
  }
  await caughtUp(gm, Math.max(await version(red), await version(blue)));
  await revealAndVerify(gm, "umbra-turris", /#0 gm › edit model: models\.brigand\.equipment \{[^}]*"armour":0[^}]*\} → \{[^}]*"armour":1/);
  return { parried, through, out };
}

// -- Walka: initiative and a strike ----------------------------------------------------------

async function walka() {
  const { gm, links } = await createEncounter("walka");
  joinLinks.push(...Object.values(links));
  const players = { north: await seat("north", PHONE, links.north), south: await seat("south", PHONE, links.south) };
  for (const player of Object.values(players)) tables.set(player.context, gm);
  // Each player adds its seed before the first die: a side's roll waits for the other's.
  for (const player of Object.values(players)) await step(player, "seeds", { seed: `${player.name}-browser` });
  // Initiative goes by speed (walka.md §2); dice only break ties.
  await assertOffered(gm, { has: ["walka/initiative"], not: ["walka/strike"] }, "before the initiative");
  const initiative = await step(gm, "walka/initiative");
  assert.match(await sentence(initiative), /\S/);
  const turn = (await situation(gm)).match(/(\S+)'s turn/);
  assert.ok(turn, "the initiative names whose turn it is");
  const side = (await gm.page.locator(`tr[data-model="${turn[1]}"] td`).first().innerText()).trim();
  const striker = players[side];
  // The target's own side rolls its defence first (walka.md §6): Bor blocks with his buckler,
  // Ala dodges. The strike meets that roll; the defence is never the attacker's to name.
  const target = turn[1] === "Ala" ? "Bor" : "Ala";
  const defender = players[side === "north" ? "south" : "north"];
  await caughtUp(defender, await version(gm));
  await step(defender, "walka/defense", { defender: target, attack_kind: "melee", type: target === "Bor" ? "block" : "dodge" });
  await caughtUp(striker, await version(defender));
  await assertOffered(striker, { has: ["walka/strike"], not: ["walka/initiative"] }, `${turn[1]}'s turn`);
  const blow = await step(striker, "walka/strike", {
    location_mode: "random",
    // Ala's sword names no damage type: the attacker says how it strikes (walka.md §9).
    ...(turn[1] === "Ala" ? { form: "cut" } : {}),
  });
  assertFaces(await diceIn(blow));
  assert.match(await sentence(blow), new RegExp(turn[1]));
  await assertOdds(blow);
  await shots(striker, "walka-strike-with-odds", "#result");
  await caughtUp(gm, await version(striker));
  await revealAndVerify(gm, "walka");
  return { striker: turn[1] };
}

// -- Urban War under opponent_confirms: proposals, accept, reject, withdraw, a dispute -------------

/** A page shows the open proposal in its #proposal panel (the confirming side's by polling). */
async function proposalShown(who, text) {
  await who.page.waitForFunction(
    (wanted) => {
      const box = document.getElementById("proposal");
      return box && !box.hidden && box.textContent.includes(wanted);
    },
    text,
    { timeout: STEP_TIMEOUT },
  );
  return who.page.locator("#proposal").innerText();
}

async function proposalGone(who) {
  await who.page.waitForFunction(() => document.getElementById("proposal")?.hidden === true, null, { timeout: STEP_TIMEOUT });
}

/** A log entry's text once the page shows it (the log is read on each update). */
async function logSays(who, pattern) {
  await who.page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector("#log")?.textContent ?? ""),
    pattern.source,
    { timeout: STEP_TIMEOUT },
  );
}

/** Press a button of a panel and wait for the result's heading to say `heading`. */
async function press(who, panel, name, heading) {
  const before = await who.page.locator("#result").innerText();
  await who.page.locator(panel).getByRole("button", { name }).click();
  // A new answer: the result says something else than before, under `heading`.
  await who.page.waitForFunction(
    ({ before, heading }) => {
      const result = document.getElementById("result");
      return result && !result.hidden && result.innerText !== before && (result.querySelector("h2")?.textContent ?? "").includes(heading);
    },
    { before, heading },
    { timeout: STEP_TIMEOUT },
  );
  const alert = await who.page.locator(`${panel} .form-error`).allInnerTexts();
  assert.deepEqual(alert, [], `${who.name}: ${name} was refused`);
  return who.page.locator("#result");
}

async function urbanWarConsent() {
  const { gm, links } = await createEncounter("urban-war", "opponent_confirms");
  const red = await seat("red", PHONE, links.red);
  const blue = await seat("blue", PHONE, links.blue);
  const players = { red, blue };
  for (const player of [red, blue]) tables.set(player.context, gm);
  joinLinks.push(...Object.values(links));
  // Orders and initiative claim nothing: no proposal, as under trusted.
  await step(red, "urban-war/orders");
  await step(blue, "urban-war/orders");
  await caughtUp(gm, await version(blue));
  await step(gm, "urban-war/initiative");
  const side = (await situation(gm)).match(/(red|blue) to move/)[1];
  const [p, c] = [players[side], players[side === "red" ? "blue" : "red"]];
  await caughtUp(p, await version(gm));
  const activated = await step(p, "urban-war/activate");
  const model = (await sentence(activated)).match(/^(\S+) is activated/)?.[1];
  assert.ok(model, `the activation says who: ${await sentence(activated)}`);

  // A shot claims a distance: it is a proposal, nothing is rolled.
  const proposed = await step(p, "urban-war/shooting", { distance_in: 10 });
  assert.match(await proposed.innerText(), new RegExp(`Proposed[\\s\\S]*${p.name} claims at 10 in for shooting by ${model} on \\S+\\. Waiting for ${c.name} to accept: nothing is rolled`));
  assert.equal((await diceIn(proposed)).length, 0, "no die for a proposal");
  assert.match(await proposalShown(p, "Your proposal"), new RegExp(`Waiting for ${c.name} to accept`));
  // Every step waits for the answer: nothing is offered now.
  assert.deepEqual(await assertOffered(p, {}, "proposal open"), []);
  assert.match(await p.page.locator("#steps-now").innerText(), /A proposal waits for its answer/);
  const seen = await proposalShown(c, `${p.name} proposes`);
  assert.match(seen, new RegExp(`${p.name} claims [^.]*at 10 in`));
  assert.equal(await c.page.locator("#proposal").getByRole("button", { name: "Accept and roll" }).count(), 1);
  // The game master may end it by a rejection, not accept it (the opponent confirms).
  await proposalShown(gm, `${p.name} proposes`);
  assert.equal(await gm.page.locator("#proposal").getByRole("button", { name: "Accept and roll" }).count(), 0);
  assert.equal(await gm.page.locator("#proposal").getByRole("button", { name: "Reject" }).count(), 1);
  await assertView(p, "consent-proposer-waiting");
  await assertView(c, "consent-proposal-to-accept");

  // The proposer takes it back: gone from the other page too, nothing logged.
  const logBefore = await c.page.locator("#log li.log-entry").count();
  await press(p, "#proposal", "Withdraw the proposal", "Withdrawn");
  await proposalGone(c);
  assert.equal(await c.page.locator("#log li.log-entry").count(), logBefore, "a withdrawal logs nothing");

  // Proposed again; rejected, first without a reason: the refusal is beside the reason field, in view.
  await step(p, "urban-war/shooting", { distance_in: 10 });
  await proposalShown(c, `${p.name} proposes`);
  await c.page.locator("#proposal").getByRole("button", { name: "Reject" }).click();
  const fault = await c.page.evaluate(async () => {
    for (let i = 0; i < 100 && !document.querySelector("#proposal .field-error"); i++) await new Promise((r) => setTimeout(r, 100));
    const field = document.getElementById("reject-reason");
    const error = field?.closest(".field")?.querySelector(".field-error");
    const inView = (el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    };
    return { focused: document.activeElement === field, error: error?.textContent ?? "", inView: Boolean(error && inView(error) && inView(field)), width: window.innerWidth };
  });
  assert.equal(fault.width, PHONE.width);
  assert.ok(fault.focused && fault.inView && /reason/.test(fault.error), `the missing reason is shown beside its field: ${JSON.stringify(fault)}`);
  await shots(c, "consent-reject-needs-a-reason", "#proposal .field-error");
  await c.page.locator("#reject-reason").fill("It is 14 in, not 10");
  await press(c, "#proposal", "Reject", "Rejected");
  for (const who of [p, c, gm]) await logSays(who, new RegExp(`${c.name} rejected ${p.name}'s shooting: “It is 14 in, not 10”\\. Nothing was rolled\\.`));
  await proposalGone(p);

  // Proposed at 14 in and accepted: the dice roll, the claim is logged with its author.
  await step(p, "urban-war/shooting", { distance_in: 14 });
  await proposalShown(c, `at 14 in`);
  const shot = await press(c, "#proposal", "Accept and roll", "Result");
  assertFaces(await diceIn(shot), 10);
  assert.match(await sentence(shot), new RegExp(`${model} shoots \\S+ at 14 in`));
  await shots(c, "consent-accepted-shot", "#result");
  for (const who of [p, gm]) await logSays(who, new RegExp(`Claimed by ${p.name}: [^.]*at 14 in[^.]*; accepted by ${c.name}\\.`));

  // The other side disputes the shot; the game master dismisses the dispute.
  await caughtUp(c, await version(p));
  const shotEntry = c.page.locator("#log li.log-entry", { hasText: `${model} shoots` }).first();
  const index = Number(await shotEntry.getAttribute("data-index"));
  await shotEntry.locator("details.dispute > summary").click();
  await shotEntry.locator(`#dispute-${index}-reason`).fill("The target was out of sight");
  await shots(c, "consent-dispute-form", `li.log-entry[data-index="${index}"]`);
  await assertView(c, "consent-dispute-form");
  await press(c, `li.log-entry[data-index="${index}"]`, "Send the dispute", "Disputed");
  await gm.page.locator(`#disputes [data-dispute]`).waitFor({ timeout: STEP_TIMEOUT });
  assert.match(await gm.page.locator("#disputes").innerText(), new RegExp(`${c.name} disputes #${index} \\(shooting\\): “The target was out of sight”`));
  await assertView(gm, "consent-dispute-ruling");
  await gm.page.locator("#disputes select").selectOption("dismissed");
  await gm.page.locator("#disputes input[data-path=note]").fill("Line of sight was clear");
  await press(gm, "#disputes", "Give the ruling", "Ruling given");
  for (const who of [p, c]) await logSays(who, /The game master dismisses the dispute #\d+: “Line of sight was clear”\./);
  await shots(c, "consent-player-log", "#log");
  await revealAndVerify(gm, "urban-war");
  return { policy: "opponent_confirms", disputed: index };
}

// -- Walka: a whole fight, turn by turn -------------------------------------------------------

/** A model's AP as its page shows it (the roster's "AP n" chip). */
async function apOf(who, model) {
  const chips = await who.page.locator(`tr[data-model="${model}"] .chips`).innerText();
  return Number(chips.match(/AP (\d+)/)?.[1] ?? 0);
}

async function walkaWhole() {
  // Under opponent_confirms: defences and strikes at their neutral claims (no modifier, the
  // usual cost) resolve at once, as under trusted.
  const { gm, links } = await createEncounter("walka", "opponent_confirms");
  joinLinks.push(...Object.values(links));
  const players = { north: await seat("north", PHONE, links.north), south: await seat("south", PHONE, links.south) };
  for (const player of Object.values(players)) tables.set(player.context, gm);
  const sideOf = { Ala: "north", Bor: "south" };
  // A short fight: the game master corrects both to a few HP before the first die.
  await correct(gm, "Ala", { hp: 6 });
  await correct(gm, "Bor", { hp: 6 });
  // Each player adds its seed before the first die: a side's roll waits for the other's.
  for (const player of Object.values(players)) await step(player, "seeds", { seed: `${player.name}-browser` });
  await step(gm, "walka/initiative");
  let down = null;
  let strikes = 0;
  for (let i = 0; i < 60 && !down; i++) {
    const turn = (await situation(gm)).match(/(\S+)'s turn/)?.[1];
    assert.ok(turn, `whose turn: ${await situation(gm)}`);
    const who = players[sideOf[turn]];
    const target = turn === "Ala" ? "Bor" : "Ala";
    await caughtUp(who, await version(gm));
    if ((await apOf(who, turn)) >= 3) {
      // The target's own side rolls its defence first (Bor blocks with his buckler, Ala
      // dodges); the strike meets that roll, never a defence the attacker names.
      const guard = players[sideOf[target]];
      await caughtUp(guard, await version(gm));
      await step(guard, "walka/defense", { defender: target, attack_kind: "melee", type: target === "Bor" ? "block" : "dodge" });
      await caughtUp(who, await version(guard));
      await assertOffered(who, { has: ["walka/strike"] }, `${turn}'s turn`);
      const blow = await step(who, "walka/strike", {
        location_mode: "random",
        ...(turn === "Ala" ? { form: "cut" } : {}),
      });
      assert.match(await sentence(blow), new RegExp(turn));
      assert.equal(await who.page.locator("#proposal").isHidden(), true, "a neutral strike is no proposal");
      strikes += 1;
      if (/is down to 0 HP or less/.test(await sentence(blow))) down = target;
    } else {
      const ended = await step(who, "walka/end-turn", { character: turn });
      assert.match(await sentence(ended), new RegExp(`^${turn}'s turn ends\\.`));
    }
    await caughtUp(gm, await version(who));
  }
  assert.ok(down, `someone is down after ${strikes} strikes`);
  for (const who of [gm, ...Object.values(players)]) await logSays(who, new RegExp(`${down} is down to 0 HP or less\\.`));
  await assertOffered(gm, { has: ["reveal"] }, "the fight is over");
  await revealAndVerify(gm, "walka", /gm › edit model/);
  return { down, strikes };
}

// -- Urban War under gm_confirms: the game master accepts -------------------------------------

async function urbanWarGmConfirms() {
  const { gm, links } = await createEncounter("urban-war", "gm_confirms");
  const red = await seat("red", PHONE, links.red);
  const blue = await seat("blue", PHONE, links.blue);
  const players = { red, blue };
  for (const player of [red, blue]) tables.set(player.context, gm);
  joinLinks.push(...Object.values(links));
  await step(red, "urban-war/orders");
  await step(blue, "urban-war/orders");
  await caughtUp(gm, await version(blue));
  await step(gm, "urban-war/initiative");
  const side = (await situation(gm)).match(/(red|blue) to move/)[1];
  const [p, o] = [players[side], players[side === "red" ? "blue" : "red"]];
  await caughtUp(p, await version(gm));
  await step(p, "urban-war/activate");
  const proposed = await step(p, "urban-war/shooting", { distance_in: 12 });
  assert.match(await proposed.innerText(), /Waiting for the game master to accept: nothing is rolled/);
  // The other side reads the proposal and waits with everyone; the game master answers it.
  assert.match(await proposalShown(o, `${p.name} proposes`), /Waiting for the game master to accept or reject it/);
  assert.equal(await o.page.locator("#proposal button").count(), 0, "the other side neither accepts nor rejects");
  await proposalShown(gm, `${p.name} proposes`);
  const shot = await press(gm, "#proposal", "Accept and roll", "Result");
  assertFaces(await diceIn(shot), 10);
  assert.match(await sentence(shot), /shoots \S+ at 12 in/);
  for (const who of [p, o]) await logSays(who, new RegExp(`Claimed by ${p.name}: [^.]*at 12 in[^.]*; accepted by the game master\\.`));
  return { policy: "gm_confirms" };
}

// -- join links with the service's public address (REFEREE_PUBLIC_URL) ------------------------

async function publicUrl() {
  const gm = await seat("gm", DESKTOP, `${BASE}/table/`);
  await gm.page.getByRole("button", { name: "Create the encounter" }).click();
  await gm.page.locator("#join-links").waitFor({ timeout: STEP_TIMEOUT });
  const links = {};
  for (const input of await gm.page.locator("input.join-link").all()) links[await input.getAttribute("data-role")] = await input.inputValue();
  joinLinks.push(...Object.values(links));
  const wanted = process.env.PUBLIC_URL;
  for (const link of Object.values(links)) assert.ok(link.startsWith(`${wanted}/table/?encounter=`), link);
  assert.match(await gm.page.locator("#join-address").innerText(), new RegExp(`public address, set by the service \\(REFEREE_PUBLIC_URL\\): ${wanted.replace(/[.]/g, "\\.")}`));
  assert.equal(await gm.page.locator("#loopback-warning").count(), 0, "a public address is no loopback");
  await assertView(gm, "join-links-public-url");
  return { links: Object.keys(links) };
}

// -- run ------------------------------------------------------------------------------------

try {
  const summary =
    SCENARIO === "umbra-turris"
      ? await umbraTurris()
      : SCENARIO === "umbra-turris-whole"
        ? await umbraTurris({ whole: true })
      : SCENARIO === "urban-war-gm-confirms"
        ? await urbanWarGmConfirms()
        : SCENARIO === "public-url"
        ? await publicUrl()
        : SCENARIO === "walka"
        ? await walka()
        : SCENARIO === "walka-whole"
          ? await walkaWhole()
        : SCENARIO === "urban-war-consent"
          ? await urbanWarConsent()
          : SCENARIO === "urban-war-consent-skirmish"
            ? await urbanWar({ whole: true, consent: true })
            : await urbanWar({ whole: SCENARIO === "urban-war-skirmish" });
  const tokens = joinLinks.map((link) => new URLSearchParams(new URL(link).hash.slice(1)).get("token"));
  console.log(JSON.stringify({ scenario: SCENARIO, ...summary, checked, tokens, requests }));
} finally {
  await browser.close();
}
