"""Generate the Python SDK's generated package from openapi/openapi.json.

openapi-python-client writes a whole project (pyproject.toml, README, package) and
replaces its output directory. sdk/python also holds hand-written files (its own
pyproject.toml and README, the `referee_sdk` package, examples), so the generator
writes into a temporary directory and only the generated package, `referee_client`,
is copied into sdk/python (replacing the previous one). Everything else in sdk/python
is hand-written and never touched here.

One post-processing step follows the generator: with `literal_enums` it writes, per
enum, a `check_<enum>(value)` that raises TypeError on a value it does not know, so a
newer server adding a value (the spec's evolution policy says that is not a breaking
change) would break every answer that carries it. `tolerate_new_enum_values` makes
those checks hand the unknown value through instead. Only the discriminators stay strict
(`system` of each encounter variant, named from the spec's discriminated unions): the
generated union parsing tries the variants in turn and must not read one as another.

    python scripts/sdk_python.py            # regenerate sdk/python/referee_client
    python scripts/sdk_python.py OUT_DIR    # write OUT_DIR/referee_client instead
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "sdk" / "openapi-python-client.yaml"
# Our model template (the generator's own, plus mapping methods on maps such as
# side_tokens): the generator is pinned exactly, so it changes only with a new pin.
TEMPLATES = ROOT / "sdk" / "python-templates"
SPEC = ROOT / "openapi" / "openapi.json"
SDK_DIR = ROOT / "sdk" / "python"
PACKAGE = "referee_client"  # package_name_override in sdk/openapi-python-client.yaml


def _run_generator(project: Path, spec: Path) -> None:
    bindir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", "")}
    subprocess.run(
        [
            os.path.join(bindir, "openapi-python-client"),
            "generate",
            "--path",
            str(spec),
            "--output-path",
            str(project),
            "--config",
            str(CONFIG),
            "--custom-template-path",
            str(TEMPLATES),
            "--meta",
            "uv",
            "--overwrite",
        ],
        check=True,
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )


# The check's last statement, on one line or wrapped by the formatter.
_STRICT_CHECK = re.compile(r"\n    raise TypeError\(\s*f\"Unexpected value .*\Z", re.DOTALL)


def _enum_check(source: str) -> tuple[str, int] | None:
    """The enum a generated `check_<enum>` returns and how many values it has."""
    tree = ast.parse(source)
    sizes = {
        target.id: len(node.value.slice.elts) if isinstance(node.value.slice, ast.Tuple) else 1
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Subscript)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    for node in tree.body:
        if (
            isinstance(node, ast.FunctionDef)
            and node.name.startswith("check_")
            and isinstance(node.returns, ast.Name)
        ):
            return node.returns.id, sizes.get(node.returns.id, 1)
    return None


def discriminator_enums(spec: Path = SPEC) -> set[str]:
    """The generated names of the discriminators' enums: `UrbanWarSystemId`, the closed set
    the `system` of each variant (UrbanWarEncounter, ...) refers to."""
    import json

    schemas = json.loads(spec.read_text("utf-8"))["components"]["schemas"]
    names = set()
    for schema in schemas.values():
        discriminator = schema.get("discriminator")
        if discriminator is None:
            continue
        for ref in discriminator.get("mapping", {}).values():
            variant = schemas[ref.rsplit("/", 1)[-1]]
            names.add(
                variant["properties"][discriminator["propertyName"]]["$ref"].rsplit("/", 1)[-1]
            )
    return names


def tolerate_new_enum_values(package: Path, spec: Path = SPEC) -> int:
    """Make every generated enum check but the discriminators' accept a value it does not
    know (returned as it is, typed as the enum); returns how many checks changed."""
    strict = discriminator_enums(spec)
    changed = 0
    for path in sorted((package / "models").glob("*.py")):
        source = path.read_text("utf-8")
        check = _enum_check(source)
        if check is None or check[0] in strict or not _STRICT_CHECK.search(source):
            continue
        enum = check[0]
        tolerant = _STRICT_CHECK.sub(
            "\n    # A value from a newer server: adding one is not a breaking change.\n"
            f"    return cast({enum}, value)\n",
            source,
        )
        tolerant = tolerant.replace(
            "from typing import Literal\n", "from typing import Literal, cast\n"
        )
        path.write_text(tolerant, "utf-8")
        changed += 1
    return changed


def generate(sdk_dir: Path = SDK_DIR, spec: Path = SPEC) -> list[str]:
    """Write the generated package to `sdk_dir/referee_client` (replaced whole).

    Returns the dependencies the generator declares for it, so callers can check that
    the hand-written sdk/python/pyproject.toml still declares the same ones.
    """
    with tempfile.TemporaryDirectory(prefix="referee-sdk-python-") as tmp:
        project = Path(tmp) / "project"
        _run_generator(project, spec)
        dependencies = tomllib.loads((project / "pyproject.toml").read_text("utf-8"))["project"][
            "dependencies"
        ]
        target = sdk_dir / PACKAGE
        shutil.rmtree(target, ignore_errors=True)
        sdk_dir.mkdir(parents=True, exist_ok=True)
        shutil.copytree(
            project / PACKAGE,
            target,
            ignore=shutil.ignore_patterns("__pycache__", ".ruff_cache"),
        )
        tolerate_new_enum_values(target)
    return dependencies


# What the hand-written referee_sdk needs besides the generated client's dependencies.
OWN_DEPENDENCIES = ["httpx-sse>=0.4,<0.5", "rfc8785>=0.1.4,<0.2", "cryptography>=44,<51"]


def declared_dependencies(sdk_dir: Path = SDK_DIR) -> list[str]:
    """The dependencies sdk/python/pyproject.toml declares for the generated client (those
    of referee_sdk itself, OWN_DEPENDENCIES, left out)."""
    declared = tomllib.loads((sdk_dir / "pyproject.toml").read_text("utf-8"))["project"]
    return [d for d in declared["dependencies"] if d not in OWN_DEPENDENCIES]


if __name__ == "__main__":
    out = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SDK_DIR
    wanted = generate(out)
    missing = sorted(set(wanted) - set(declared_dependencies()))
    if missing:
        sys.exit(f"the generated {PACKAGE} needs {missing}: add them to sdk/python/pyproject.toml")
