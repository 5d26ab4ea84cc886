/**
 * A refused step where the player is looking: each message of a problem+json `errors`
 * beside the field it names (by its path, `data-path` on the control), marked invalid and
 * described by the message; the problem itself beside the button, announced (role=alert).
 * The focus goes to the first field at fault, or else to the message, scrolled into view.
 */

import { RefereeProblem } from "../../sdk/typescript/src/index.js";
import { explain } from "./api.js";
import { h, words } from "./dom.js";
import { plain } from "./text.js";

let count = 0;

/** Take away the messages and marks of an earlier refusal. */
export function clearProblems(form: HTMLElement): void {
  form.querySelectorAll(".field-error, .form-error").forEach((el) => el.remove());
  form.querySelectorAll<HTMLElement>("[aria-invalid]").forEach((el) => {
    el.removeAttribute("aria-invalid");
    const before = el.dataset["describedby"];
    if (before === undefined) return;
    if (before) el.setAttribute("aria-describedby", before);
    else el.removeAttribute("aria-describedby");
    delete el.dataset["describedby"];
  });
}

/** The control a field path names, or the nearest enclosing one ("orders.r1" -> "orders"). */
function controlFor(form: HTMLElement, path: string): HTMLElement | null {
  const parts = path.split(".");
  while (parts.length) {
    const found = form.querySelector<HTMLElement>(`[data-path="${CSS.escape(parts.join("."))}"]`);
    if (found) return found;
    parts.pop();
  }
  return null;
}

/** What to do after a refusal the table's state explains (a 409), when the server does not say. */
function nextSteps(error: RefereeProblem): string[] {
  const given = (error as unknown as { next_steps?: unknown }).next_steps;
  if (Array.isArray(given) && given.length) return given.map((step) => (typeof step === "string" ? step : JSON.stringify(step)));
  // The service's 409 ends with what to do now: it is not said twice.
  if (error.status === 409 && /What you can do now/.test(error.detail ?? "")) return [];
  if (error.status === 409) return ["The table has moved on: take one of the steps marked now."];
  if (error.status === 412) return ["Someone else played first: look at the table again, then send it again."];
  return [];
}

/**
 * Show `error` in `form`, beside `anchor` (its button row) and beside every field it names.
 * Returns the element the focus went to.
 */
export function showProblem(form: HTMLElement, anchor: HTMLElement, error: unknown): HTMLElement {
  clearProblems(form);
  const id = `problem-${++count}`;
  let first: HTMLElement | null = null;
  const fields = error instanceof RefereeProblem ? Object.entries(error.errors ?? {}) : [];
  const placed: string[] = [];
  for (const [path, messages] of fields) {
    const target = controlFor(form, path);
    if (!target) continue;
    placed.push(path);
    // A field inside a closed model card or optional group: open it to show the field.
    for (let up = target.closest("details"); up; up = up.parentElement?.closest("details") ?? null) up.open = true;
    const messageId = `${id}-${placed.length}`;
    // "distance_in is required" as the label says it: "distance in is required".
    const name = path.split(".").pop() ?? path;
    const said = messages.map((m) => plain(m).split(name).join(words(name)));
    const message = h("p", { class: "field-error", id: messageId }, said.join(" "));
    const isControl = target.matches("input, select, textarea");
    const box = isControl ? (target.closest(".field") ?? target.parentElement ?? form) : target;
    box.append(message);
    const control = target.matches("input, select, textarea") ? target : target.querySelector<HTMLElement>("input, select, textarea");
    if (control) {
      control.dataset["describedby"] = control.getAttribute("aria-describedby") ?? "";
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", `${messageId} ${control.dataset["describedby"]}`.trim());
      first ??= control;
    }
  }
  const detail = error instanceof RefereeProblem ? (error.detail || error.title) : explain(error);
  const rest = error instanceof RefereeProblem ? fields.filter(([path]) => !placed.includes(path)) : [];
  const summary = h(
    "div",
    { class: "form-error", id, role: "alert", tabindex: -1 },
    h("p", {}, plain(detail)),
    rest.length ? h("ul", {}, rest.map(([path, messages]) => h("li", {}, `${path}: ${messages.map(plain).join(" ")}`))) : null,
    placed.length ? h("p", {}, placed.length === 1 ? "The field at fault is marked above." : "The fields at fault are marked above.") : null,
    error instanceof RefereeProblem ? nextSteps(error).map((step) => h("p", { class: "next" }, step)) : null,
  );
  anchor.after(summary);
  const focus = first ?? summary;
  focus.focus({ preventScroll: true });
  focus.scrollIntoView({ block: "center" });
  return focus;
}
