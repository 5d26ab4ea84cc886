"""The test suite's own layout: what tests share is in tests/support/ (fixtures in
conftest.py files), so no module under tests/ imports a conftest.py or a test module."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def forbidden(name: str) -> bool:
    """A dotted module name that is, or goes through, a conftest or a test_* module."""
    return any(part == "conftest" or part.startswith("test_") for part in name.split("."))


def imports_of(path: Path) -> list[tuple[int, str]]:
    """(line, dotted name) of every module an import statement names, relative ones with
    their leading dots; `from X import y` counts both X and X.y (y may be a module)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found.append((node.lineno, base))
            joiner = "" if base.endswith(".") or not base else "."
            found += [(node.lineno, f"{base}{joiner}{alias.name}") for alias in node.names]
    return found


def offences(path: Path) -> list[str]:
    where = path.relative_to(TESTS.parent)
    return [f"{where}:{line} imports {name}" for line, name in imports_of(path) if forbidden(name)]


def test_no_module_under_tests_imports_a_conftest_or_a_test_module():
    modules = sorted(TESTS.rglob("*.py"))
    assert any(p.name.startswith("test_") for p in modules)
    wrong = [offence for path in modules for offence in offences(path)]
    assert not wrong, "\n".join(wrong)


def test_the_layout_check_sees_each_kind_of_import(tmp_path):
    module = tmp_path / "test_example.py"
    module.write_text(
        "import os\n"
        "from tests.support.encounters import Encounter\n"
        "from ..conftest import LiveServer\n"
        "from .test_other import helper\n"
        "from . import conftest\n"
        "import tests.conftest\n"
        "from tests.sdk.test_readmes import code\n"
    )
    names = [name for _, name in imports_of(module) if forbidden(name)]
    assert names == [
        "..conftest",
        "..conftest.LiveServer",
        ".test_other",
        ".test_other.helper",
        ".conftest",
        "tests.conftest",
        "tests.sdk.test_readmes",
        "tests.sdk.test_readmes.code",
    ]
