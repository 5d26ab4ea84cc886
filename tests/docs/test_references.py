"""Every "§" the service, the spec and the docs cite is a heading of docs/rules/<system>.md.

A citation names its document ("urban-war.md §6.16", "walka.md §0.3, §5-§9") or, bare
("§6.1"), means the rules of the system whose code or route it is in. Nothing may point
readers at files a clone does not have (the internal design notes and digests).
"""

from __future__ import annotations

import re

import pytest

from .texts import (
    RULES,
    SYSTEMS,
    Text,
    committed_spec,
    markdown_texts,
    section_numbers,
    service_texts,
    spec_texts,
)

# A rules document named in prose, another standard ("RFC 8259 §8.1"), or a section number.
_TOKEN = re.compile(
    r"(?P<doc>(?<![\w-])(?:" + "|".join(SYSTEMS) + r")\.md)"
    r"|(?P<rfc>\bRFC\s?\d+)"
    r"|§\s?(?P<section>\d+(?:\.\d+)*)"
)
# What may stand between "urban-war.md" and the sections it lists: "§6.1, §6.2", "§5-§9".
_LIST_GAP = re.compile(r"[\s,;–—-]*(?:and|or|to)?[\s,;–—-]*")
# Pointers to files that exist only outside the repository.
_OUTSIDE = re.compile(r"\.\./shared|shared/rules|shared/seeds|DESIGN\.md")
# "rules/walka.md" without "docs/" (the digests' old home); docs/ itself links "rules/x.md".
_OLD_RULES_PATH = re.compile(r"(?<![\w/.-])rules/(?:" + "|".join(SYSTEMS) + r")\.md")


def citations(text: Text) -> list[tuple[str | None, str]]:
    """(system or None, section) for every § in the text, by the rule in the module doc."""
    found = []
    named: str | None = None
    end = 0
    for match in _TOKEN.finditer(text.body):
        if match.group("doc"):
            named = match.group("doc").removesuffix(".md")
        elif match.group("rfc"):
            named = "RFC"
        else:
            if named and not _LIST_GAP.fullmatch(text.body[end : match.start()]):
                named = None
            if named != "RFC":
                found.append((named or text.system, match.group("section")))
        end = match.end()
    return found


def unresolved(texts: list[Text]) -> list[str]:
    problems = []
    for text in texts:
        for system, section in citations(text):
            if system is None:
                problems.append(f"{text.where}: §{section} names no rules document")
            elif section not in section_numbers(RULES[system]):
                problems.append(
                    f"{text.where}: {system}.md §{section} is not a heading of "
                    f"docs/rules/{system}.md"
                )
    return problems


def outside_pointers(texts: list[Text]) -> list[str]:
    problems = []
    for text in texts:
        for pattern in (_OUTSIDE, *(() if text.where.startswith("docs/") else (_OLD_RULES_PATH,))):
            for match in pattern.finditer(text.body):
                problems.append(f"{text.where}: points to {match.group(0)!r}")
    return problems


@pytest.fixture(scope="module")
def app_spec(app) -> dict:
    with app.app_context():
        return app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()


def test_every_rules_document_has_its_sections():
    for system, path in RULES.items():
        numbers = section_numbers(path)
        # The steps and the encounter state of each system, as the code numbers them.
        expected = {
            "urban-war": {*map(str, range(1, 9)), *(f"6.{i}" for i in range(1, 18))},
            "umbra-turris": {*map(str, range(1, 13)), *(f"4.{i}" for i in range(1, 7))},
            "walka": {*map(str, range(0, 15)), *(f"0.{i}" for i in range(1, 6))},
        }[system]
        assert expected <= numbers, f"{system}.md lacks §{sorted(expected - numbers)}"


def test_service_citations_resolve():
    texts = service_texts()
    assert sum(len(citations(t)) for t in texts) > 300, "the citations were not found at all"
    assert unresolved(texts) == []


def test_markdown_citations_resolve():
    assert unresolved(markdown_texts()) == []


def test_committed_spec_citations_resolve():
    assert unresolved(spec_texts(committed_spec(), "openapi.json")) == []


def test_running_app_spec_citations_resolve(app_spec):
    texts = spec_texts(app_spec, "the app's spec")
    assert sum(len(citations(t)) for t in texts) > 100
    assert unresolved(texts) == []


def test_nothing_points_outside_the_repository(app_spec):
    texts = [*service_texts(), *markdown_texts(), *spec_texts(app_spec, "the app's spec")]
    assert outside_pointers(texts) == []


def test_tag_descriptions_point_to_the_rules(app_spec):
    tags = {tag["name"]: tag.get("description", "") for tag in app_spec["tags"]}
    for system in SYSTEMS:
        assert f"docs/rules/{system}.md" in tags[system], tags[system]
    assert "docs/encounters.md" in tags["encounters"]


# -- the checker itself must be able to fail


def _text(body: str, system: str | None = None) -> Text:
    return Text("example", body, system, RULES["walka"].parent)


def test_a_named_list_binds_every_section_to_its_document():
    assert citations(_text("(urban-war.md §6.1, §6.2 and §6.16; walka.md §0.3, §5-§9)")) == [
        ("urban-war", "6.1"),
        ("urban-war", "6.2"),
        ("urban-war", "6.16"),
        ("walka", "0.3"),
        ("walka", "5"),
        ("walka", "9"),
    ]


def test_a_bare_section_after_other_words_is_the_modules_system():
    text = _text(
        "urban-war.md §6.16 (R32-R35) with §6.10-§6.13. The damage type after §8.", "walka"
    )
    assert citations(text) == [
        ("urban-war", "6.16"),
        ("walka", "6.10"),
        ("walka", "6.13"),
        ("walka", "8"),
    ]


def test_sections_of_other_standards_are_not_rules():
    text = _text("UTF-8 JSON (RFC 8259 §8.1, §8.2); problem+json (RFC 9457) as §0.2 says", "walka")
    assert citations(text) == [("walka", "0.2")]


def test_missing_sections_and_unnamed_documents_are_reported():
    problems = unresolved(
        [_text("urban-war.md §6.18 and umbra-turris.md §4.1"), _text("see §3", None)]
    )
    assert problems == [
        "example: urban-war.md §6.18 is not a heading of docs/rules/urban-war.md",
        "example: §3 names no rules document",
    ]


def test_pointers_outside_the_repository_are_reported():
    text = Text(
        "README.md",
        "digests in `../shared/rules/`, see DESIGN.md and rules/walka.md",
        None,
        RULES["walka"].parent,
    )
    assert [p.split("points to ")[1] for p in outside_pointers([text])] == [
        "'../shared'",
        "'DESIGN.md'",
        "'rules/walka.md'",
    ]
