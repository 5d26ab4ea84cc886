"""The SDK packages read well outside the repository: their READMEs link only to files the
package ships or to the project's repository (the same URL in both packages' metadata),
and every repository link names a file that exists."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.docs.texts import links

ROOT = Path(__file__).resolve().parents[2]
PYTHON = ROOT / "sdk" / "python"
TYPESCRIPT = ROOT / "sdk" / "typescript"
REPOSITORY = "https://github.com/referee-dev/referee"


def _python_urls() -> dict[str, str]:
    return tomllib.loads((PYTHON / "pyproject.toml").read_text("utf-8"))["project"]["urls"]


def test_both_packages_name_the_same_repository():
    package = json.loads((TYPESCRIPT / "package.json").read_text("utf-8"))
    assert package["repository"]["url"] == f"git+{REPOSITORY}.git"
    urls = _python_urls()
    assert urls["Homepage"] == REPOSITORY and urls["Repository"] == f"{REPOSITORY}.git"
    assert all(url.startswith(REPOSITORY) for url in urls.values())


def _shipped_typescript(path: str) -> bool:
    files = json.loads((TYPESCRIPT / "package.json").read_text("utf-8"))["files"]
    return any(path == entry or path.startswith(entry.rstrip("/") + "/") for entry in files)


@pytest.mark.parametrize(
    ("readme", "shipped"),
    [(PYTHON / "README.md", lambda path: False), (TYPESCRIPT / "README.md", _shipped_typescript)],
    ids=["python", "typescript"],
)
def test_readme_links_work_outside_the_repository(readme, shipped):
    problems = []
    for href in links(readme.read_text("utf-8")):
        parts = urlsplit(href)
        if not parts.scheme:
            if not (parts.path and shipped(parts.path) and (readme.parent / parts.path).exists()):
                problems.append(f"{href}: a relative link to a file the package does not ship")
        elif href.startswith(REPOSITORY + "/blob/main/"):
            path = href.removeprefix(REPOSITORY + "/blob/main/").split("#")[0]
            if not (ROOT / path).is_file():
                problems.append(f"{href}: no such file in the repository")
    assert problems == []
    assert any(href.startswith(REPOSITORY) for href in links(readme.read_text("utf-8")))


def test_the_python_package_metadata_is_complete():
    project = tomllib.loads((PYTHON / "pyproject.toml").read_text("utf-8"))["project"]
    assert {"Homepage", "Documentation", "Repository", "Issues"} <= set(project["urls"])
    assert "Typing :: Typed" in project["classifiers"]
    assert any(
        c.startswith("Programming Language :: Python :: 3.11") for c in project["classifiers"]
    )
