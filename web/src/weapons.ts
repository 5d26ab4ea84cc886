/**
 * A model's weapons built from their bands, as the card shows them, instead of a JSON box:
 * per weapon its name, its first-strike bonus and, per range band, whether it can be used
 * there and its hit modifier, shots, Strength and damage rolls. A preview line shows the
 * card in its own notation ("short +1/5, medium 0/5, long –") as it is filled in.
 */

import { h, words } from "./dom.js";

type Band = { hit_mod: number; shots: number; strength: number; damage_rolls: number } | null;
type Weapon = { name: string; fs_bonus: number; bands: Record<string, Band> };

// What each band number is, its range and its default (the API's WeaponBand).
const NUMBERS: [keyof NonNullable<Band>, string, number, number, number][] = [
  ["hit_mod", "hit modifier", -10, 10, 0],
  ["shots", "shots", 1, 100, 1],
  ["strength", "strength", 0, 20, 4],
  ["damage_rolls", "damage rolls", 1, 10, 1],
];

const CARD = /^([+-]?\d+)(?:x(\d+))?\/(\d+)(?:x(\d+))?$/;

/** A band as sent or stored: card notation ("+1x2/5"), an object, or a dash / null. */
export function parseBand(value: unknown): Band {
  if (value === null || value === undefined || value === "-") return null;
  if (typeof value === "string") {
    const match = CARD.exec(value.trim());
    if (!match) return null;
    return { hit_mod: Number(match[1]), shots: Number(match[2] ?? 1), strength: Number(match[3]), damage_rolls: Number(match[4] ?? 1) };
  }
  const band = value as Partial<NonNullable<Band>>;
  return { hit_mod: band.hit_mod ?? 0, shots: band.shots ?? 1, strength: band.strength ?? 0, damage_rolls: band.damage_rolls ?? 1 };
}

/** A band in card notation: "+1x2/5", "0/5x2", "–" where it cannot be used. */
export function cardOf(band: Band): string {
  if (!band) return "–";
  const mod = band.hit_mod > 0 ? `+${band.hit_mod}` : String(band.hit_mod);
  return `${mod}${band.shots > 1 ? `x${band.shots}` : ""}/${band.strength}${band.damage_rolls > 1 ? `x${band.damage_rolls}` : ""}`;
}

export function previewOf(weapon: Weapon, bandNames: string[]): string {
  return `${weapon.name || "(no name)"}: ${bandNames.map((b) => `${b} ${cardOf(weapon.bands[b] ?? null)}`).join(", ")}${weapon.fs_bonus ? `; first strike ${weapon.fs_bonus > 0 ? "+" : ""}${weapon.fs_bonus}` : ""}`;
}

let count = 0;

/**
 * The weapons editor of field `path` ("models.0.weapons"): `bands` names the bands and
 * describes each ("short (to 12 in)"). `read()` gives the list the API takes.
 */
export function weaponsField(name: string, path: string, bands: [string, string][], initial: unknown): { element: HTMLElement; read(): unknown } {
  const bandNames = bands.map(([b]) => b);
  const list = h("div", { class: "weapon-list" });
  let readers: (() => Weapon)[] = [];

  const card = (weapon: Weapon, i: number) => {
    const id = `w${++count}`;
    const nameInput = h("input", { id: `${id}-name`, type: "text", maxlength: 100, autocomplete: "off", value: weapon.name, "data-path": `${path}.${i}.name` });
    const fsInput = h("input", { id: `${id}-fs`, type: "number", inputmode: "numeric", step: 1, min: -5, max: 5, value: weapon.fs_bonus, "data-path": `${path}.${i}.fs_bonus` });
    const preview = h("p", { class: "weapon-preview", "aria-live": "polite" });
    const bandReaders = bands.map(([band, description]) => {
      const start = weapon.bands[band] ?? null;
      const usable = h("input", { id: `${id}-${band}-on`, type: "checkbox", checked: start !== null });
      const inputs = NUMBERS.map(([key, label, min, max, fallback]) => {
        const input = h("input", {
          id: `${id}-${band}-${key}`,
          type: "number",
          inputmode: "numeric",
          step: 1,
          min,
          max,
          value: start ? start[key] : fallback,
          "data-path": `${path}.${i}.bands.${band}.${key}`,
        });
        return { key, input, element: h("div", { class: "field" }, h("label", { for: input.id }, label), input) };
      });
      const nums = h("div", { class: "nums", hidden: start === null }, inputs.map((x) => x.element));
      usable.addEventListener("change", () => {
        nums.hidden = !usable.checked;
        update();
      });
      const element = h(
        "fieldset",
        { class: "band", "data-path": `${path}.${i}.bands.${band}` },
        h("legend", {}, description),
        h("div", { class: "field check" }, usable, h("label", { for: usable.id }, `Usable at ${band}`)),
        nums,
      );
      const read = (): Band =>
        usable.checked ? (Object.fromEntries(inputs.map(({ key, input }) => [key, input.value === "" ? 0 : Number(input.value)])) as NonNullable<Band>) : null;
      return { band, element, read };
    });
    const read = (): Weapon => ({
      name: nameInput.value,
      fs_bonus: fsInput.value === "" ? 0 : Number(fsInput.value),
      bands: Object.fromEntries(bandReaders.map((b) => [b.band, b.read()])),
    });
    const update = () => {
      preview.textContent = previewOf(read(), bandNames);
    };
    const element = h(
      "fieldset",
      { class: "weapon", "data-path": `${path}.${i}` },
      h("legend", {}, `Weapon ${i + 1}`),
      preview,
      h("div", { class: "fields" }, h("div", { class: "field" }, h("label", { for: nameInput.id }, "name"), nameInput), h("div", { class: "field" }, h("label", { for: fsInput.id }, "first-strike bonus"), fsInput)),
      h("div", { class: "bands" }, bandReaders.map((b) => b.element)),
      h("div", { class: "buttons" }, h("button", { type: "button", class: "secondary", onclick: () => draw(readAll().filter((_, j) => j !== i)) }, `Remove weapon ${i + 1}`)),
    );
    element.addEventListener("input", update);
    update();
    return { element, read };
  };

  const readAll = () => readers.map((read) => read());
  const draw = (weapons: Weapon[]) => {
    const cards = weapons.map(card);
    readers = cards.map((c) => c.read);
    list.replaceChildren(...cards.map((c) => c.element));
  };
  const start = (Array.isArray(initial) ? initial : []).map((raw): Weapon => {
    const w = (raw ?? {}) as { name?: string; fs_bonus?: number; bands?: Record<string, unknown> };
    return { name: w.name ?? "", fs_bonus: w.fs_bonus ?? 0, bands: Object.fromEntries(bandNames.map((b) => [b, parseBand(w.bands?.[b])])) };
  });
  draw(start);
  const element = h(
    "fieldset",
    { class: "nested weapons", "data-path": path },
    h("legend", {}, words(name)),
    list,
    h(
      "div",
      { class: "buttons" },
      h("button", {
        type: "button",
        class: "secondary",
        onclick: () => draw([...readAll(), { name: "", fs_bonus: 0, bands: Object.fromEntries(bandNames.map((b) => [b, null])) }]),
      }, "Add a weapon"),
    ),
  );
  return { element, read: () => readAll() };
}
