"""The READMEs' code blocks, read with a Markdown parser, and the address their examples use."""

from __future__ import annotations

import re
from pathlib import Path

from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parents[2]
LOCAL = "http://127.0.0.1:8000"


def blocks(readme: str) -> list[tuple[str, str, str]]:
    """(language, code, section heading) of every code block, in order."""
    tokens = MarkdownIt().parse((ROOT / readme).read_text("utf-8"))
    out, heading = [], ""
    for i, token in enumerate(tokens):
        if token.type == "heading_open":
            heading = tokens[i + 1].content
        elif token.type in ("fence", "code_block"):
            language = token.info.strip() if token.type == "fence" else ""
            out.append((language, token.content, heading))
    return out


def code(readme: str, language: str, section: str | None = None) -> list[str]:
    return [
        c for lang, c, heading in blocks(readme) if lang == language and section in (None, heading)
    ]


def merged_module(js_blocks: list[str]) -> str:
    """The blocks as one ES module: their `import {...} from "referee-sdk"` lines merged."""
    names: list[str] = []
    bodies = []
    pattern = re.compile(r'^import \{([^}]*)\} from "referee-sdk";\n', re.M)
    for block in js_blocks:
        for match in pattern.finditer(block):
            names += [n.strip() for n in match.group(1).split(",") if n.strip()]
        body = pattern.sub("", block)
        assert "import " not in body, "an import this test cannot merge"
        bodies.append(body)
    header = f'import {{ {", ".join(dict.fromkeys(names))} }} from "referee-sdk";\n'
    return header + "\n".join(bodies)
