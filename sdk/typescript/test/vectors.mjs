// The repository's shared test vectors (tests/vectors, tests/golden), read from disk.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const VECTORS = join(REPO, "tests", "vectors");

/** @param {string} name */
export function readVector(name) {
  return JSON.parse(readFileSync(join(VECTORS, name), "utf8"));
}

/** @returns {{ seed: string, label: string, sides: number[], values: number[] }[]} */
export function diceCases() {
  return readVector("dice-v1.json").cases;
}

/** @returns {{ name: string, route: string, request: any, response: any }[]} */
export function savedResponses() {
  return readVector("step-responses.json").responses;
}

/** A fresh copy of the committed revealed Urban War encounter export. */
export function savedExport() {
  return readVector("encounter-urban-war.json");
}

/** Every golden step response of every rule system (tests/golden/<system>/<step>.json). */
export function goldenResponses() {
  const root = join(REPO, "tests", "golden");
  /** @type {{ file: string, name: string, response: any }[]} */
  const out = [];
  for (const system of readdirSync(root, { withFileTypes: true })) {
    if (!system.isDirectory()) continue;
    for (const file of readdirSync(join(root, system.name))) {
      if (!file.endsWith(".json")) continue;
      const cases = JSON.parse(readFileSync(join(root, system.name, file), "utf8"));
      for (const c of cases) out.push({ file: `${system.name}/${file}`, name: c.name, response: c.response });
    }
  }
  return out;
}
