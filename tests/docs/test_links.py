"""A link checker over README.md, the SDK READMEs, docs/ and the spec's descriptions.

Every relative link must reach a file of the repository (and its #anchor a heading there),
every path to a document written out in prose ("docs/rules/walka.md") must exist, and
nothing may lead out of the repository. Web links are not fetched: the tests run offline.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from .texts import (
    ROOT,
    Text,
    anchors,
    committed_spec,
    headings,
    links,
    markdown_texts,
    slug,
    spec_texts,
)

# A repository path to a document, written out in prose or in a code span.
_DOC_PATH = re.compile(r"(?<![\w./-])(?:docs|sdk|bench|tests)/[\w./-]*\w\.(?:md|json)\b")


def broken_links(text: Text) -> list[str]:
    problems = []
    for href in links(text.body):
        problem = _check(href or "", text)
        if problem:
            problems.append(f"{text.where}: [{href}] {problem}")
    for match in _DOC_PATH.finditer(text.body):
        if not (ROOT / match.group(0)).is_file():
            problems.append(f"{text.where}: names {match.group(0)}, which does not exist")
    return problems


def _check(href: str, text: Text) -> str | None:
    if "shared/" in href:
        return "points outside the repository"
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None if parts.scheme in ("http", "https", "mailto") else "has an unknown scheme"
    if not parts.path and not parts.fragment:
        return "is empty"
    if parts.path.startswith("/"):
        return "is absolute: the repository's files are linked relatively"
    target = (text.base / unquote(parts.path)).resolve() if parts.path else _source(text)
    if target is None:
        return "is an anchor, but the text is not a file"
    if not target.is_relative_to(ROOT):
        return "leads out of the repository"
    if not target.exists():
        return "does not exist"
    if parts.fragment:
        if target.suffix != ".md":
            return "has an anchor into a file that is not Markdown"
        if unquote(parts.fragment) not in anchors(target):
            return f"has no heading #{parts.fragment} in {target.relative_to(ROOT)}"
    return None


def _source(text: Text) -> Path | None:
    path = ROOT / text.where
    return path if path.is_file() else None


def all_broken(texts: list[Text]) -> list[str]:
    return [problem for text in texts for problem in broken_links(text)]


@pytest.fixture(scope="module")
def app_spec(app) -> dict:
    with app.app_context():
        return app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()


def test_the_documents_exist():
    for name in (
        "rules/urban-war.md",
        "rules/umbra-turris.md",
        "rules/walka.md",
        "dice.md",
        "encounters.md",
    ):
        assert (ROOT / "docs" / name).is_file(), name


def test_markdown_links():
    texts = markdown_texts()
    assert sum(len(links(t.body)) for t in texts) > 20, "the links were not found at all"
    assert all_broken(texts) == []


def test_the_readme_links_every_rules_document():
    readme = links((ROOT / "README.md").read_text(encoding="utf-8"))
    targets = {urlsplit(href).path for href in readme}
    for name in ("urban-war", "umbra-turris", "walka"):
        assert f"docs/rules/{name}.md" in targets
    assert {"docs/dice.md", "docs/encounters.md"} <= targets


def test_committed_spec_links():
    assert all_broken(spec_texts(committed_spec(), "openapi.json")) == []


def test_running_app_spec_links(app_spec):
    assert all_broken(spec_texts(app_spec, "the app's spec")) == []


# -- the checker itself must be able to fail


def test_broken_links_are_reported():
    body = (
        "[rules](docs/rules/walka.md#2-initiative-initiative) [gone](docs/nowhere.md) "
        "[anchor](docs/rules/walka.md#99-nothing) [up](../outside.md) [dice](docs/dice.md) "
        "[web](https://example.org/x) [digests](../shared/rules/walka.md) and docs/missing.md"
    )
    problems = broken_links(Text("README.md", body, None, ROOT))
    assert problems == [
        "README.md: [docs/nowhere.md] does not exist",
        "README.md: [docs/rules/walka.md#99-nothing] has no heading #99-nothing in "
        "docs/rules/walka.md",
        "README.md: [../outside.md] leads out of the repository",
        "README.md: [../shared/rules/walka.md] points outside the repository",
        "README.md: names docs/nowhere.md, which does not exist",
        "README.md: names docs/missing.md, which does not exist",
    ]


def test_anchors_are_githubs():
    assert (
        slug("6.16 Overwatch interrupt, shot or charge") == "616-overwatch-interrupt-shot-or-charge"
    )
    assert slug("9. Wounds and conditions (route wounds)") == "9-wounds-and-conditions-route-wounds"
    assert headings("## 5. Parry (`melee.parry`)\n") == ["5. Parry (melee.parry)"]
