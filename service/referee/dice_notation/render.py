"""The readable line of a roll, from its evaluation tree: `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`.

As d20 writes it: each term's dice in brackets after the term; a dropped die or set item
struck through (`~~1~~`), a re-rolled face struck through before the face that replaced
it, a face raised or lowered by mi/ma as `1 -> 2`, an exploding die marked `6!`, a
success of a dice pool in bold (`**7**`), a Fate die as `+`, `0` or `-`.
"""

from __future__ import annotations

import html
import re
from fractions import Fraction

FATE_FACES = {-1: "-", 0: "0", 1: "+"}


# Markdown's punctuation that could format or link a note's words; HTML's specials become
# entities, so the line holds no markup a player wrote (docs/dice-notation.md, "The line").
_MARKDOWN = re.compile(r"([\\`*_~\[\]|])")


def escape(text: str) -> str:
    """A player's words as Markdown text: no formatting, no link, no HTML."""
    return html.escape(_MARKDOWN.sub(r"\\\1", text), quote=False)


def number(value: Fraction) -> int | float:
    """A value as JSON: a whole number as an integer, anything else as a float."""
    return int(value) if value.denominator == 1 else float(value)


def _face(face: int, fate: bool) -> str:
    return FATE_FACES[face] if fate else str(face)


def _strike(text: str, struck: bool) -> str:
    """Struck through, unless already inside a struck part (Markdown does not nest it)."""
    return text if struck else f"~~{text}~~"


def _die(die: dict, fate: bool, struck: bool) -> str:
    faces = [_strike(_face(f["face"], fate), struck) for f in die["faces"][:-1]]
    last = _face(die["faces"][-1]["face"], fate)
    shown = f"{last} -> {_face(die['value'], fate)}" if die["changed_by"] else last
    if die["exploded"]:
        shown += "!"
    if die.get("capped"):  # version 2: its re-rolls or explosions stopped at their cap
        shown += " (capped)"
    if not die["kept"]:
        shown = _strike(shown, struck)
    elif die["success"]:
        shown = f"**{shown}**"
    return ", ".join([*faces, shown])


def _item(item: dict, struck: bool, version: int) -> str:
    if not item["kept"]:
        return _strike(render(item["node"], True, version), struck)
    shown = render(item["node"], struck, version)
    return f"**{shown}**" if item["success"] else shown


def render(node: dict, struck: bool = False, version: int = 2) -> str:
    kind = node["kind"]
    if kind == "number":
        shown = node["text"]
    elif kind == "dice":
        fate = node["sides"] == "F"
        shown = f"{node['text']} ({', '.join(_die(d, fate, struck) for d in node['dice'])})"
    elif kind == "set":
        items = ", ".join(_item(i, struck, version) for i in node["items"])
        shown = f"({items}){''.join(node['operations'])}"
    elif kind == "group":
        shown = f"({render(node['inner'], struck, version)})" + "".join(node.get("operations", ()))
    elif kind == "unary":
        shown = node["operator"] + render(node["operand"], struck, version)
    elif kind == "successes":
        of, target = render(node["of"], struck, version), render(node["target"], struck, version)
        shown = f"{of} {node['operator']} {target}"
    else:
        left, right = render(node["left"], struck, version), render(node["right"], struck, version)
        shown = f"{left} {node['operator']} {right}"
    for note in node.get("annotations", ()):
        # Version 1 wrote a note as the player typed it, HTML and all (docs/rules/versions.md).
        shown += f" [{note if version < 2 else escape(note)}]"
    return shown


def line(tree: dict, total: int | float, version: int) -> str:
    return f"{render(tree, version=version)} = {total}"
