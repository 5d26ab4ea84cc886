/**
 * Forms built from the spec's JSON schemas: a step's params, a roster model. Scalars get
 * inputs (number with its range, checkbox, select for an enum), nested objects a fieldset,
 * a map of model id to a choice (orders) one select per model, and lists a JSON box.
 * `read()` gives the JSON body: optional fields left empty are left out.
 */

import { h, words } from "./dom.js";
import { plain, rich } from "./text.js";
import { weaponsField } from "./weapons.js";

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  deprecated?: boolean;
}

export interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  "x-referee-actor"?: string;
  /** The params that are claims, each with the value that claims nothing (if any). */
  "x-referee-claims"?: { param: string; neutral?: unknown }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string }[];
}

/** What a form knows of the table: the models to pick from, and who fills it in. */
export interface FormContext {
  spec: Spec;
  /** Every model id, for fields that name a model. */
  models: string[];
  /** The models of the side that fills the form (all of them for the game master). */
  ownModels: string[];
  /** The encounter's sides, for a `side` field. */
  sides?: string[];
  /** Fields the holder does not fill in (`side`, implied by a side token). */
  hidden?: string[];
}

// Fields that name one model of the encounter.
const MODEL_FIELDS = new Set([
  "model",
  "actor",
  "target",
  "attacker",
  "defender",
  "shooter",
  "mage",
  "character",
  "interrupter",
  "opponent",
]);

interface Field {
  element: HTMLElement;
  read(): unknown;
}

let fieldCount = 0;

export function resolve(spec: Spec, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.split("/").pop() ?? "";
    current = { ...spec.components.schemas[name], ...(current.description ? { description: current.description } : {}) };
  }
  const choices = current.anyOf ?? current.oneOf;
  if (choices) {
    const real = choices.filter((s) => s.type !== "null");
    if (real.length === 1 && real[0]) return resolve(spec, { ...real[0], description: current.description });
  }
  return current;
}

function typeOf(schema: Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type) return type;
  if (schema.properties) return "object";
  return "string";
}

function label(name: string, id: string, required: boolean, description?: string): HTMLElement {
  return h(
    "label",
    { for: id, title: plain(description) },
    words(name),
    required ? h("span", { class: "required", "aria-label": "required" }, " *") : "",
  );
}

function hint(description: string | undefined, id?: string): HTMLElement | null {
  const text = rich(description);
  return text.length ? h("small", { class: "hint", ...(id ? { id: `${id}-hint` } : {}) }, text) : null;
}

/** The attributes every control carries: its field path (problem+json `errors` use it) and its hint. */
function control(id: string, name: string, path: string, description: string | undefined): Record<string, string> {
  return { id, name, "data-path": path, ...(rich(description).length ? { "aria-describedby": `${id}-hint` } : {}) };
}

function field(ctx: FormContext, name: string, raw: Schema, required: boolean, initial: unknown, path: string = name): Field {
  const schema = resolve(ctx.spec, raw);
  const id = `f${++fieldCount}-${name}`;
  const attrs = control(id, name, path, schema.description);
  const type = typeOf(schema);
  const start = initial !== undefined ? initial : schema.default;

  if (schema.enum) {
    const options = schema.enum.filter((v) => v !== null);
    const select = h(
      "select",
      attrs,
      required && start !== undefined ? null : h("option", { value: "" }, "—"),
      options.map((v) => h("option", { value: String(v), selected: start === v }, words(String(v)))),
    );
    return {
      element: h("div", { class: "field" }, label(name, id, required, schema.description), select, hint(schema.description, id)),
      read: () => (select.value === "" ? undefined : options.find((v) => String(v) === select.value)),
    };
  }
  if (type === "boolean") {
    const box = h("input", { ...attrs, type: "checkbox", checked: start === true });
    return {
      element: h("div", { class: "field check" }, box, label(name, id, required, schema.description), hint(schema.description, id)),
      read: () => (!required && box.checked === (schema.default ?? false) ? undefined : box.checked),
    };
  }
  if (type === "integer" || type === "number") {
    const input = h("input", {
      ...attrs,
      type: "number",
      inputmode: type === "integer" ? "numeric" : "decimal",
      step: type === "integer" ? 1 : "any",
      min: schema.minimum,
      max: schema.maximum,
      value: typeof start === "number" ? start : "",
    });
    return {
      element: h("div", { class: "field" }, label(name, id, required, schema.description), input, hint(schema.description, id)),
      read: () => (input.value === "" ? undefined : Number(input.value)),
    };
  }
  if (type === "object" && schema.properties) {
    const inner = objectFields(ctx, schema, (start as Record<string, unknown>) ?? {}, path);
    const box = h("fieldset", { class: "nested", "data-path": path }, h("legend", {}, words(name)), hint(schema.description), inner.element);
    // An optional object nobody filled in is left out, even though its fields show defaults.
    const given = required || start !== undefined;
    let touched = false;
    box.addEventListener("input", () => (touched = true));
    box.addEventListener("change", () => (touched = true));
    return {
      element: given ? box : h("details", { class: "optional" }, h("summary", {}, words(name)), box),
      read: () => {
        if (!given && !touched) return undefined;
        const value = inner.read() as Record<string, unknown>;
        return Object.keys(value).length === 0 && !required ? undefined : value;
      },
    };
  }
  const values = typeof schema.additionalProperties === "object" ? resolve(ctx.spec, schema.additionalProperties) : null;
  if (type === "object" && values?.enum && ctx.ownModels.length > 0) {
    // A choice per model (orders): one select for each of the holder's models.
    const rows = ctx.ownModels.map((model) => ({ model, ...field(ctx, model, values, false, (start as Record<string, unknown>)?.[model], `${path}.${model}`) }));
    return {
      element: h("fieldset", { class: "nested per-model", "data-path": path }, h("legend", {}, words(name)), hint(schema.description), rows.map((r) => r.element)),
      read: () => {
        const value = Object.fromEntries(rows.map((r) => [r.model, r.read()]).filter(([, v]) => v !== undefined));
        return Object.keys(value).length === 0 && !required ? undefined : value;
      },
    };
  }
  const items = type === "array" && schema.items ? resolve(ctx.spec, schema.items) : null;
  const bandsSchema = items?.properties?.["bands"] ? resolve(ctx.spec, items.properties["bands"]) : null;
  if (bandsSchema?.properties) {
    // Weapon cards: built from their bands, with a preview, rather than typed as JSON.
    const bands = Object.entries(bandsSchema.properties).map(([band, s]): [string, string] => {
      const said = /^The (.+?) band/.exec(s.description ?? "")?.[1];
      return [band, said ?? words(band)];
    });
    return weaponsField(name, path, bands, start);
  }
  if (type === "object" || type === "array") {
    const area = h("textarea", {
      ...attrs,
      rows: start !== undefined ? Math.min(8, JSON.stringify(start).length / 50 + 2) : 2,
      spellcheck: "false",
      placeholder: type === "array" ? "[]" : "{}",
    });
    area.value = start !== undefined ? JSON.stringify(start) : "";
    return {
      element: h("div", { class: "field json" }, label(name, id, required, schema.description), area, hint(`${schema.description ?? ""} (JSON)`, id)),
      read: () => (area.value.trim() === "" ? undefined : JSON.parse(area.value)),
    };
  }
  const pickSide = name === "side" && (ctx.sides?.length ?? 0) > 0;
  if ((MODEL_FIELDS.has(name) && ctx.models.length > 0) || pickSide) {
    const choices = pickSide
      ? (ctx.sides ?? [])
      : name === "target" || name === "defender" || name === "opponent"
        ? ctx.models
        : ctx.ownModels;
    const select = h(
      "select",
      attrs,
      required ? null : h("option", { value: "" }, "—"),
      choices.map((m) => h("option", { value: m, selected: start === m }, m)),
    );
    return {
      element: h("div", { class: "field" }, label(name, id, required, schema.description), select, hint(schema.description, id)),
      read: () => (select.value === "" ? undefined : select.value),
    };
  }
  const input = h("input", {
    ...attrs,
    type: "text",
    autocomplete: "off",
    maxlength: schema.maxLength,
    value: typeof start === "string" ? start : "",
  });
  return {
    element: h("div", { class: "field" }, label(name, id, required, schema.description), input, hint(schema.description, id)),
    read: () => (input.value === "" ? undefined : input.value),
  };
}

function objectFields(ctx: FormContext, schema: Schema, initial: Record<string, unknown>, prefix = ""): Field {
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties ?? {})
    .filter((name) => !(ctx.hidden ?? []).includes(name))
    // The deprecated short names (AS, SH, ...) stay an API feature: the form has the long ones.
    .filter((name) => schema.properties?.[name]?.deprecated !== true)
    // Required fields first, each group in the spec's order.
    .sort((a, b) => Number(required.has(b)) - Number(required.has(a)));
  const fields = names.map((name) => ({
    name,
    ...field(ctx, name, schema.properties?.[name] ?? {}, required.has(name), initial[name], prefix ? `${prefix}.${name}` : name),
  }));
  return {
    element: h("div", { class: "fields" }, fields.map((f) => f.element)),
    read: () => Object.fromEntries(fields.map((f) => [f.name, f.read()]).filter(([, v]) => v !== undefined)),
  };
}

/**
 * A value cut to what a schema takes: properties it does not name left out, nulls of
 * optional fields left out, through nested objects and lists. The state keeps more than
 * a roster model takes (a weapon's reload progress): a correction form starts from this.
 */
export function fitToSchema(spec: Spec, raw: Schema, value: unknown): unknown {
  const schema = resolve(spec, raw);
  if (Array.isArray(value)) return schema.items ? value.map((item) => fitToSchema(spec, schema.items as Schema, item)) : value;
  if (!value || typeof value !== "object" || !schema.properties) return value;
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
    const property = schema.properties[name];
    if (!property || inner === null) continue;
    out[name] = fitToSchema(spec, property, inner);
  }
  return out;
}

/** A form for one object schema; `read()` is its JSON value. `prefix`: its field path in the body ("models.0"). */
export function schemaForm(ctx: FormContext, schema: Schema, initial: Record<string, unknown> = {}, prefix = ""): Field {
  return objectFields(ctx, resolve(ctx.spec, schema), initial, prefix);
}
