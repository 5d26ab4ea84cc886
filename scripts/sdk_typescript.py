"""The TypeScript SDK's generated types, its node_modules, build and type-check.

sdk/typescript/src/generated/schema.ts is the only generated file (openapi-typescript,
from openapi/openapi.json); everything else in sdk/typescript is hand-written. Node
packages come only from sdk/typescript/package-lock.json (`npm ci`), installed here
when node_modules is missing or was installed from another lock file.

    python scripts/sdk_typescript.py            # regenerate schema.ts, then type-check
    python scripts/sdk_typescript.py OUT.ts     # write the types to OUT.ts instead
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "sdk" / "typescript"
SPEC = ROOT / "openapi" / "openapi.json"
GENERATED = TS_DIR / "src" / "generated" / "schema.ts"
NODE_MODULES = TS_DIR / "node_modules"
STAMP = NODE_MODULES / ".referee-installed"
# openapi-typescript options: `--root-types` adds `SchemaX` aliases of every schema;
# `--default-non-nullable=false` keeps fields with a default optional in requests.
OPENAPI_TS_FLAGS = ["--root-types", "--default-non-nullable=false"]


def _tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        raise RuntimeError(f"{name} is not on PATH: the TypeScript SDK needs Node 20+ and npm")
    return found


def _lock_digest(folder: Path = TS_DIR) -> str:
    data = (folder / "package.json").read_bytes() + (folder / "package-lock.json").read_bytes()
    return hashlib.sha256(data).hexdigest()


def ensure_node_modules(folder: Path = TS_DIR) -> None:
    """`npm ci` in `folder` (default: the SDK) from its committed lock file, unless its
    node_modules already holds it."""
    stamp = folder / "node_modules" / ".referee-installed"
    if stamp.is_file() and stamp.read_text().strip() == _lock_digest(folder):
        return
    print(f"installing {folder.relative_to(ROOT)}/node_modules with npm ci ...", file=sys.stderr)
    subprocess.run(
        [_tool("npm"), "ci", "--no-audit", "--no-fund", "--ignore-scripts"],
        cwd=folder,
        check=True,
        stdout=sys.stderr,
    )
    stamp.write_text(_lock_digest(folder) + "\n")


def node(*args: str, **kwargs) -> subprocess.CompletedProcess:
    """Run node in sdk/typescript (kwargs go to subprocess.run)."""
    return subprocess.run([_tool("node"), *args], cwd=kwargs.pop("cwd", TS_DIR), **kwargs)


def _tsc(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return node(str(NODE_MODULES / "typescript" / "bin" / "tsc"), *args, **kwargs)


def generate(out: Path = GENERATED, spec: Path = SPEC) -> None:
    """Write the types generated from `spec` to `out`."""
    ensure_node_modules()
    out.parent.mkdir(parents=True, exist_ok=True)
    node(
        str(NODE_MODULES / "openapi-typescript" / "bin" / "cli.js"),
        str(spec),
        "--output",
        str(out),
        *OPENAPI_TS_FLAGS,
        check=True,
        capture_output=True,
    )


def typecheck(**kwargs) -> subprocess.CompletedProcess:
    """tsc --strict over the sources, tests and examples (tsconfig.json); emits nothing."""
    ensure_node_modules()
    return _tsc("-p", "tsconfig.json", "--noEmit", "--strict", **kwargs)


def build(**kwargs) -> subprocess.CompletedProcess:
    """The package: ES modules and .d.ts in sdk/typescript/dist (tsconfig.build.json)."""
    ensure_node_modules()
    return _tsc("-p", "tsconfig.build.json", **kwargs)


if __name__ == "__main__":
    if len(sys.argv) > 1:
        generate(Path(sys.argv[1]).resolve())
    else:
        generate()
        checked = typecheck()
        if checked.returncode:
            sys.exit("the hand-written TypeScript SDK does not type-check with the new types")
