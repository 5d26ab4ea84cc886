"""The import layers hold: imports only point down (pyproject.toml, [tool.importlinter]).

import-linter checks the contracts as CI runs them; the standard library's `ast` checks,
independently, that no module of service/referee takes part in an import cycle, function-
local imports included (a local import that only dodges a cycle is still a cycle).
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "service" / "referee"
LINT = Path(sys.executable).with_name("lint-imports")


def _lint(cwd: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(LINT), "--no-cache", *extra],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(cwd / "service"), "PATH": "/usr/bin:/bin"},
        timeout=240,
    )


def test_the_layer_contracts_hold():
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_a_back_arrow_breaks_the_contract(tmp_path):
    """The same tool on a copy of the layers with one import pointing up: it fails."""
    package = tmp_path / "service" / "referee"
    shutil.copytree(PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text("utf-8"))
    schemas = package / "schemas.py"
    schemas.write_text(schemas.read_text("utf-8") + "\nfrom referee.systems import SYSTEMS\n")
    done = _lint(tmp_path)
    assert done.returncode != 0
    assert "referee.schemas -> referee.systems" in done.stdout


def _module_name(path: Path, root: Path) -> str:
    relative = path.relative_to(root).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """Every referee module `path` imports, at any depth of its code."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # `from a import b` imports the module a.b where there is one, else a's names.
            named = [f"{base}.{alias.name}" for alias in node.names]
            targets = [n for n in named if n in modules] or [base]
            if any(n not in modules for n in named):
                targets.append(base)
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def cycles(package: Path) -> list[list[str]]:
    files = {_module_name(p, package.parent): p for p in package.rglob("*.py")}
    modules = set(files)
    graph = {name: _imports(path, name, modules) for name, path in files.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for name in sorted(graph):
        if name not in index:
            visit(name)
    return found


def test_no_module_takes_part_in_an_import_cycle():
    assert cycles(PACKAGE) == []


def test_the_cycle_check_finds_a_cycle(tmp_path):
    package = tmp_path / "referee"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from referee import b\n")
    (package / "b.py").write_text("from referee.a import f\n")
    assert cycles(package) == [["referee.a", "referee.b"]]
