"""What the documentation tests read: the repository's Markdown, the spec's prose, headings.

Markdown is parsed with markdown-it-py (CommonMark plus tables, as GitHub renders it), so a link
is whatever a reader can click, not whatever a regular expression happens to match.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parents[2]
SYSTEMS = ("urban-war", "umbra-turris", "walka")
RULES = {system: ROOT / "docs" / "rules" / f"{system}.md" for system in SYSTEMS}
SPEC_FILE = ROOT / "openapi" / "openapi.json"

_MD = MarkdownIt("commonmark").enable("table")


@dataclass(frozen=True)
class Text:
    """One piece of prose: where it is (for messages), its words, and its context.

    `system` is the rule system a bare "§6.1" in it refers to (None: it must name the
    document); `base` is the directory its relative links start from.
    """

    where: str
    body: str
    system: str | None
    base: Path


def markdown_files() -> list[Path]:
    """README.md, every SDK README and everything under docs/."""
    files = [ROOT / "README.md", *sorted(ROOT.glob("sdk/*/README.md"))]
    files += sorted((ROOT / "docs").rglob("*.md"))
    return files


def markdown_texts() -> list[Text]:
    texts = []
    for path in markdown_files():
        in_rules = path.parent == ROOT / "docs" / "rules" and path.stem in SYSTEMS
        system = path.stem if in_rules else None
        texts.append(Text(_rel(path), path.read_text(encoding="utf-8"), system, path.parent))
    return texts


def service_texts() -> list[Text]:
    """Every Python source of the service, whole: docstrings, error texts and comments."""
    texts = []
    for path in sorted((ROOT / "service").rglob("*.py")):
        parts = path.relative_to(ROOT / "service" / "referee").parts
        system = parts[1].replace("_", "-") if parts[0] == "systems" and len(parts) > 2 else None
        texts.append(Text(_rel(path), path.read_text(encoding="utf-8"), system, ROOT))
    return texts


def spec_texts(spec: dict, origin: str) -> list[Text]:
    """The prose of an OpenAPI document (descriptions, summaries), each with its system.

    A path's system is in its URL, a component's in its name (UrbanWar..., Walka...), a
    tag's in its name. Links in the spec resolve from the repository root: that is where
    a reader of the committed spec, or of /docs/ beside a clone, finds docs/.
    """
    texts: list[Text] = []
    for tag in spec.get("tags", []):
        texts += _prose(tag, f"{origin} tag {tag['name']}", _system_in(tag["name"]))
    texts += _prose(spec.get("info", {}), f"{origin} info", None)
    for url, item in spec.get("paths", {}).items():
        texts += _prose(item, f"{origin} {url}", _system_in(url))
    for kind, components in spec.get("components", {}).items():
        for name, component in components.items():
            texts += _prose(component, f"{origin} {kind}/{name}", _system_of_component(name))
    return texts


def committed_spec() -> dict:
    return json.loads(SPEC_FILE.read_text(encoding="utf-8"))


def _prose(node, where: str, system: str | None) -> list[Text]:
    out = []

    def walk(value, path: str) -> None:
        if isinstance(value, dict):
            for key, child in value.items():
                if key in ("description", "summary") and isinstance(child, str):
                    out.append(Text(f"{where} {path}{key}", child, system, ROOT))
                else:
                    walk(child, f"{path}{key}.")
        elif isinstance(value, list):
            for i, child in enumerate(value):
                walk(child, f"{path}{i}.")

    walk(node, "")
    return out


def _system_in(name: str) -> str | None:
    found = re.search(r"(?<![\w-])(urban-war|umbra-turris|walka)(?![\w-]*\.md)", name)
    return found.group(1) if found else None


def _system_of_component(name: str) -> str | None:
    for system in SYSTEMS:
        camel = "".join(part.capitalize() for part in system.split("-"))
        if name.startswith(camel):
            return system
    return None


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


# -- headings and anchors


def _inline_text(token) -> str:
    return "".join(child.content for child in token.children or [])


def headings(markdown: str) -> list[str]:
    """The text of every heading, as a reader sees it (code spans without backticks)."""
    tokens = _MD.parse(markdown)
    return [
        _inline_text(tokens[i + 1])
        for i, token in enumerate(tokens)
        if token.type == "heading_open"
    ]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


@cache
def anchors(path: Path) -> frozenset[str]:
    seen: dict[str, int] = {}
    out = set()
    for heading in headings(path.read_text(encoding="utf-8")):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        out.add(base if count == 0 else f"{base}-{count}")
    return frozenset(out)


@cache
def section_numbers(path: Path) -> frozenset[str]:
    """The § numbers a rules document defines: "6.16" for "### 6.16 Overwatch interrupt"."""
    numbers = set()
    for heading in headings(path.read_text(encoding="utf-8")):
        found = re.match(r"(\d+(?:\.\d+)*)\.?\s", heading)
        if found:
            numbers.add(found.group(1))
    return frozenset(numbers)


def links(markdown: str) -> list[str]:
    """Every link and image target in a Markdown text."""
    out = []

    def walk(tokens) -> None:
        for token in tokens:
            if token.type == "link_open":
                out.append(token.attrGet("href"))
            elif token.type == "image":
                out.append(token.attrGet("src"))
            if token.children:
                walk(token.children)

    walk(_MD.parse(markdown))
    return out
