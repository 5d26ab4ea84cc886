// Builds the table and the verify page into the service package (committed, so the
// service needs only Python): service/referee/web/static/{table,verify}.{html,js}, style.css.
//
//     cd web && npm ci && node build.mjs          (or: node build.mjs OUT_DIR)
//
// The SDK comes in by relative import from sdk/typescript/src (its node_modules must be
// installed: npm ci there). The output is deterministic: tests/web rebuilds it and
// compares it byte for byte with the committed files.
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "..", "service", "referee", "web", "static"));

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  absWorkingDir: here,
  entryPoints: { table: "src/table.ts", verify: "src/verify.ts", style: "src/style.css" },
  outdir: out,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: ["es2022", "chrome109", "firefox115", "safari16"],
  minify: true,
  legalComments: "none",
  charset: "utf8",
  sourcemap: false,
  logLevel: "warning",
});
for (const page of ["table.html", "verify.html"]) await copyFile(join(here, "src", page), join(out, page));
// The licences of what the bundles bring in travel with them (served at /web/THIRD-PARTY-LICENSES.txt).
await copyFile(join(here, "THIRD-PARTY-LICENSES.txt"), join(out, "THIRD-PARTY-LICENSES.txt"));
console.log(`built ${(await readdir(out)).sort().join(", ")} in ${out}`);
