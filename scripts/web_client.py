"""The table in the browser (web/): its node_modules and its build into the service.

web/ holds the TypeScript sources of /table/ and /verify/; esbuild bundles them, with the
TypeScript SDK imported from sdk/typescript/src, into service/referee/web/static, which is
committed so that the service needs only Python. Node packages come only from the lock
files (web/package-lock.json and the SDK's), installed here when missing.

    python scripts/web_client.py            # rebuild service/referee/web/static
    python scripts/web_client.py OUT_DIR    # build into OUT_DIR instead
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import sdk_typescript

ROOT = Path(__file__).resolve().parent.parent
WEB_DIR = ROOT / "web"
STATIC = ROOT / "service" / "referee" / "web" / "static"


def ensure_node_modules() -> None:
    """The SDK's packages (the bundle includes it) and web/'s own (esbuild, playwright-core)."""
    sdk_typescript.ensure_node_modules()
    sdk_typescript.ensure_node_modules(WEB_DIR)


def node(*args: str, **kwargs) -> subprocess.CompletedProcess:
    """Run node in web/ (kwargs go to subprocess.run)."""
    return sdk_typescript.node(*args, cwd=kwargs.pop("cwd", WEB_DIR), **kwargs)


def build(out: Path = STATIC, **kwargs) -> subprocess.CompletedProcess:
    ensure_node_modules()
    return node("build.mjs", str(out), **kwargs)


def typecheck(**kwargs) -> subprocess.CompletedProcess:
    """tsc --strict over web/src with the SDK's TypeScript (esbuild strips types unchecked)."""
    ensure_node_modules()
    tsc = sdk_typescript.NODE_MODULES / "typescript" / "bin" / "tsc"
    return node(str(tsc), "-p", "tsconfig.json", **kwargs)


if __name__ == "__main__":
    target = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else STATIC
    sys.exit(build(target).returncode)
