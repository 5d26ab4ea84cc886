"""The packages are ready to publish: every manifest says Apache-2.0 and ships the licence,
no metadata or README points at a repository the project does not have yet, the READMEs
link only to files the package ships, and the licences of what the SDKs depend on and the
browser pages bundle are listed."""

from __future__ import annotations

import json
import re
import subprocess
import tomllib
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.docs.texts import links

ROOT = Path(__file__).resolve().parents[2]
PYTHON = ROOT / "sdk" / "python"
TYPESCRIPT = ROOT / "sdk" / "typescript"
SPDX = "Apache-2.0"


def _apache(path: Path) -> bool:
    text = path.read_text("utf-8")
    return (
        "Apache License" in text
        and "Version 2.0, January 2004" in text
        and ("END OF TERMS AND CONDITIONS" in text)
    )


def _pyproject(folder: Path) -> dict:
    return tomllib.loads((folder / "pyproject.toml").read_text("utf-8"))["project"]


def _package() -> dict:
    return json.loads((TYPESCRIPT / "package.json").read_text("utf-8"))


def test_every_package_is_apache_2_and_ships_the_licence():
    assert _apache(ROOT / "LICENSE")
    assert _pyproject(ROOT)["license"] == SPDX
    assert _pyproject(PYTHON)["license"] == SPDX
    assert _apache(PYTHON / "LICENSE") and "LICENSE" in _pyproject(PYTHON)["license-files"]
    package = _package()
    assert package["license"] == SPDX
    assert _apache(TYPESCRIPT / "LICENSE") and "LICENSE" in package["files"]


def test_the_spec_names_the_licence(app):
    spec = app.test_client().get("/openapi.json").get_json()
    assert spec["info"]["license"]["identifier"] == SPDX


def test_no_placeholder_home():
    """Until the project has a public home, no package names one."""
    assert "urls" not in _pyproject(PYTHON) and "urls" not in _pyproject(ROOT)
    assert "repository" not in _package() and "homepage" not in _package()
    tracked = subprocess.run(
        ["git", "grep", "-l", "-I", "-e", "referee-dev", "-e", "LicenseRef-Proprietary", "--", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    assert [path for path in tracked if path != "tests/sdk/test_sdk_packages.py"] == []


def _shipped_typescript(path: str) -> bool:
    files = _package()["files"]
    return any(path == entry or path.startswith(entry.rstrip("/") + "/") for entry in files)


@pytest.mark.parametrize(
    ("readme", "shipped"),
    [(PYTHON / "README.md", lambda path: False), (TYPESCRIPT / "README.md", _shipped_typescript)],
    ids=["python", "typescript"],
)
def test_readme_links_work_outside_the_repository(readme, shipped):
    """A README is read on PyPI or npm, away from the repository: a relative link must name
    a file the package ships, and no link may point into a repository."""
    problems = []
    for href in links(readme.read_text("utf-8")):
        parts = urlsplit(href)
        if not parts.scheme:
            if not (parts.path and shipped(parts.path) and (readme.parent / parts.path).exists()):
                problems.append(f"{href}: a relative link to a file the package does not ship")
        elif parts.netloc == "github.com" and "/blob/" in parts.path:
            problems.append(f"{href}: a link into a repository")
    assert problems == []


def _runtime_packages(lock: Path) -> dict[str, str]:
    """Every package the lock installs outside devDependencies: name -> licence."""
    packages = json.loads(lock.read_text("utf-8"))["packages"]
    return {
        key.rsplit("node_modules/", 1)[1]: entry["license"]
        for key, entry in packages.items()
        if key and not entry.get("dev") and not entry.get("devOptional")
    }


def test_the_typescript_readme_lists_every_dependency_with_its_licence():
    readme = (TYPESCRIPT / "README.md").read_text("utf-8")
    section = " ".join(readme.split("## License", 1)[1].split())
    runtime = _runtime_packages(TYPESCRIPT / "package-lock.json")
    assert set(_package()["dependencies"]) <= set(runtime)
    missing = [
        f"{name} ({licence})"
        for name, licence in runtime.items()
        if not re.search(rf"{re.escape(name)}\b[^.;]*?\({re.escape(licence)}\)", section)
    ]
    assert missing == []


def test_the_python_readme_lists_every_dependency_with_its_licence():
    from importlib.metadata import metadata

    section = " ".join((PYTHON / "README.md").read_text("utf-8").split("## License", 1)[1].split())
    missing = []
    for requirement in _pyproject(PYTHON)["dependencies"]:
        name = re.split(r"[<>=!~ \[]", requirement, maxsplit=1)[0]
        meta = metadata(name)
        # The SPDX expression where the package gives one (newer metadata), else the short
        # `License` field, else only the trove classifiers.
        short = meta.get("License") or ""
        declared = meta.get("License-Expression") or (short if len(short) < 40 else "")
        classifiers = " ".join(meta.get_all("Classifier") or [])
        match = re.search(rf"{re.escape(name)} \(([^)]+)\)", section)
        if not match:
            missing.append(f"{name}: not listed")
        elif declared and match.group(1) != declared:
            missing.append(f"{name}: listed as {match.group(1)}, declares {declared}")
        elif not declared and match.group(1).split("-")[0] not in classifiers:
            missing.append(f"{name}: listed as {match.group(1)}, classifiers say {classifiers}")
    assert missing == []


def test_the_pages_bundle_names_every_bundled_package_with_its_licence_text():
    """The pages bundle the SDK's runtime dependencies: each has its licence text in the
    notices file that is copied beside the bundles and served."""
    notices = (ROOT / "web" / "THIRD-PARTY-LICENSES.txt").read_text("utf-8")
    served = ROOT / "service" / "referee" / "web" / "static" / "THIRD-PARTY-LICENSES.txt"
    assert served.read_text("utf-8") == notices
    missing = []
    for name, licence in _runtime_packages(TYPESCRIPT / "package-lock.json").items():
        heading = re.search(rf"^{re.escape(name)} \S+ {re.escape(licence)}$", notices, re.M)
        if not heading:
            missing.append(name)
    assert missing == []
    assert notices.count("Permission is hereby granted, free of charge") >= 5  # the MIT texts
    assert "Apache License" in notices  # canonicalize's


def test_the_notices_are_served(app):
    answer = app.test_client().get("/web/THIRD-PARTY-LICENSES.txt")
    assert answer.status_code == 200 and b"canonicalize" in answer.data


def test_the_python_package_metadata_is_complete():
    project = _pyproject(PYTHON)
    assert "Typing :: Typed" in project["classifiers"]
    assert any(
        c.startswith("Programming Language :: Python :: 3.11") for c in project["classifiers"]
    )
