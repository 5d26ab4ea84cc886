"""Dice expression text -> syntax tree, with a lark LALR grammar.

The grammar is Avrae's d20 grammar (the `d20` package on PyPI, MIT licence) with Fate
dice (`dF`) added and d20's free-text comments left out (an encounter roll has a `label`
instead). d20 itself is not used: its roller draws from Python's `random`, and it pins
lark-parser 0.9, which installs the same `lark` module as current lark.

A syntax error is a 422 `dice_syntax` whose detail names what was expected and the column
(from 1): `4d6kh` -> "expected a number after kh at column 6".
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from referee.dice_notation import bounds, limits
from referee.dice_notation import syntax as s
from referee.violations import RuleViolation

GRAMMAR = r"""
start: _WS? num

?num: comparison
?comparison: (comparison COMP_OPERATOR _WS?)? a_num _WS?
COMP_OPERATOR: "==" | ">=" | "<=" | "!=" | "<" | ">"

?a_num: (a_num A_OP _WS?)? m_num _WS?
A_OP: "+" | "-"

?m_num: (m_num M_OP _WS?)? u_num _WS?
M_OP: "*" | "//" | "/" | "%"

?u_num: numexpr | U_OP _WS? u_num
U_OP: "+" | "-"

?numexpr: (dice | set | literal) _WS? ANNOTATION*
ANNOTATION: /\[[^\]]*\]/ _WS?

literal: INTEGER | DECIMAL

?set: setexpr set_op*
set_op: SET_OPERATOR selector
SET_OPERATOR: "k" | "p"
setexpr: "(" _WS? (num (_WS? "," _WS? num)* _WS? comma? _WS?)? _WS? ")"
comma: ","

?dice: diceexpr dice_op*
dice_op: (DICE_OPERATOR | SET_OPERATOR) selector
DICE_OPERATOR: "rr" | "ro" | "ra" | "e" | "mi" | "ma"
diceexpr: [INTEGER] "d" DICE_VALUE
DICE_VALUE: INTEGER | "%" | "F"

selector: [SELTYPE] INTEGER
SELTYPE: "l" | "h" | "<" | ">"

_WS: /[ \t\f\r\n]/+

%import common.INT -> INTEGER
%import common.DECIMAL
"""

# What the parser expected, in words, by terminal of the grammar above; in this order.
WORDS = (
    ("INTEGER", "a number"),
    ("DICE_VALUE", "the number of sides (or % or F)"),
    ("SELTYPE", "h, l, < or >"),
    ("DICE_OPERATOR", "a dice operator (k, p, rr, ro, ra, e, mi, ma)"),
    ("SET_OPERATOR", "k or p"),
    ("A_OP", "an arithmetic sign (+ - * / // %)"),
    ("M_OP", "an arithmetic sign (+ - * / // %)"),
    ("COMP_OPERATOR", "a comparison (>= <= > < == !=)"),
    ("COMMA", "','"),
    ("RPAR", "')'"),
    ("D", "'d'"),
)
_OPERAND = {"INTEGER", "LPAR", "D"}
_TRAILING_OPERATOR = re.compile(r"([a-zA-Z%]+|[<>=!+\-*/%,(]+)$")


def syntax_error(detail: str) -> RuleViolation:
    return RuleViolation("dice_syntax", detail, "expression")


def _expected(names, before: str = "(") -> str:
    names = set(names)
    if before.count("(") <= before.count(")"):  # outside any parentheses
        names -= {"COMMA", "RPAR"}
    if _OPERAND <= names:
        return "a number, dice or '('"
    if "DICE_OPERATOR" in names:
        names.discard("SET_OPERATOR")
    words = list(dict.fromkeys(word for name, word in WORDS if name in names))
    if not words:
        return "the end of the expression"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _after(text: str, column: int) -> str:
    found = _TRAILING_OPERATOR.search(text[: column - 1].rstrip())
    return f" after {found.group(1)}" if found else ""


def _explain(text: str, error: UnexpectedInput) -> str:
    if isinstance(error, UnexpectedCharacters):
        column = error.column
        char = text[column - 1] if column - 1 < len(text) else ""
        return (
            f"{char!r} cannot stand here{_after(text, column)} at column {column}; "
            f"expected {_expected(error.allowed or (), text[: column - 1])}"
        )
    if isinstance(error, UnexpectedToken):
        at_end = error.token.type == "$END"
        column = len(text) + 1 if at_end else error.column
        found = "the expression ends" if at_end else f"{str(error.token)!r} cannot stand here"
        expected = _expected(error.accepts or error.expected, text[: column - 1])
        if at_end:
            return f"expected {expected}{_after(text, column)} at column {column}"
        return f"{found}{_after(text, column)} at column {column}; expected {expected}"
    if isinstance(error, UnexpectedEOF):
        column = len(text) + 1
        expected = _expected(error.expected, text)
        return f"expected {expected}{_after(text, column)} at column {column}"
    return f"this is not a dice expression: {error}"  # pragma: no cover - lark's other errors


# Built when the module is imported (the app imports it at start), not on the first roll:
# analysing the grammar takes most of a second.
_PARSER = Lark(GRAMMAR, parser="lalr", propagate_positions=True, maybe_placeholders=True)


@lru_cache(maxsize=1024)
def parse(text: str) -> s.Node:
    """The syntax tree of `text`, or a 422 (`dice_syntax`, `dice_too_large`) saying why not.

    Trees are immutable, so the most recent are kept: the odds and verification re-read
    the same expression many times."""
    if not isinstance(text, str) or not text.strip():
        raise syntax_error("the expression is empty; write dice like 1d20+5")
    limits.check_length(text)
    _check_nesting(text)
    try:
        tree = _PARSER.parse(text)
    except UnexpectedInput as error:
        raise syntax_error(_explain(text, error)) from None
    try:
        node = _Build(text).transform(tree)
    except VisitError as error:  # a refusal raised while building a node
        raise error.orig_exc from None
    limits.check_dice(node)
    return node


@lru_cache(maxsize=1024)
def checked(text: str) -> s.Node:
    """`parse(text)` and the refusals that hang on what the dice could show (`bounds`): the
    request's check, made before any die is drawn. The rules function parses only, so a
    logged roll is recomputed by the same evaluation that rolled it."""
    node = parse(text)
    bounds.check(node)
    return node


def _check_nesting(text: str) -> None:
    depth = deepest = 0
    for char in text:
        if char == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif char == ")":
            depth -= 1
    if deepest > limits.MAX_NESTING:
        raise limits.too_large(
            f"parentheses nest at most {limits.MAX_NESTING} deep, these nest {deepest}"
        )


def _number(token: Token, what: str) -> int:
    value = int(token)
    if value > limits.MAX_MAGNITUDE:
        raise limits.too_large(f"{what} {token} at column {token.column} is too large")
    return value


@v_args(meta=True)
class _Build(Transformer):
    """lark's parse tree -> syntax nodes, each with the text it came from."""

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def _text(self, meta) -> str:
        return self.text[meta.start_pos : meta.end_pos].strip()

    def start(self, meta, children):
        return children[0]

    def literal(self, meta, children):
        (token,) = children
        if token.type == "INTEGER":
            value = Fraction(_number(token, "the number"))
        else:
            value = Fraction(str(token))
            limits.check_magnitude(value, f"the number {token}")
        return s.Literal(value, str(token))

    def comparison(self, meta, children):
        left, op, right = children
        return s.Binary(str(op), left, right, self._text(meta))

    def a_num(self, meta, children):
        left, op, right = children
        return s.Binary(str(op), left, right, self._text(meta))

    m_num = a_num

    def u_num(self, meta, children):
        op, operand = children
        return s.Unary(str(op), operand, self._text(meta))

    def numexpr(self, meta, children):
        inner, *notes = children
        annotations = tuple(str(note).strip()[1:-1] for note in notes)
        return s.Annotated(inner, annotations, self._text(meta))

    def selector(self, meta, children):
        kind, number = children
        return s.Selector(str(kind) if kind is not None else None, _number(number, "the number"))

    def set_op(self, meta, children):
        op, selector = children
        return s.Operation(str(op), selector)

    dice_op = set_op

    def comma(self, meta, children):
        return ","

    def setexpr(self, meta, children):
        items = tuple(c for c in children if c != ",")
        if len(items) == 1 and len(children) == 1:
            return s.Group(items[0], self._text(meta))
        return s.Set(items, (), self._text(meta))

    def set(self, meta, children):
        inner, *ops = children
        for op in ops:
            if op.operator in s.DICE_ONLY:
                raise syntax_error(
                    f"{op.operator} works on dice, not on a set of results: {self._text(meta)}"
                )
        if isinstance(inner, s.Set):
            return s.Set(inner.items, tuple(ops), self._text(meta))
        return s.Set((inner.inner,), tuple(ops), self._text(meta), parenthesised=True)

    def diceexpr(self, meta, children):
        count_token, sides_token = children
        count = _number(count_token, "the number of dice") if count_token is not None else 1
        text = self._text(meta)
        if str(sides_token) == "F":
            sides: int | str = s.FATE
        elif str(sides_token) == "%":
            sides = 100
        else:
            sides = int(sides_token)
            if not 1 <= sides <= limits.MAX_SIDES:
                raise limits.too_large(
                    f"a die has 1 to {limits.MAX_SIDES} sides, not {sides} ({text})"
                )
        if count > limits.MAX_DICE_PER_TERM:
            raise limits.too_large(
                f"one term rolls at most {limits.MAX_DICE_PER_TERM} dice, not {count} ({text})"
            )
        return s.Dice(count, sides, (), text)

    def dice(self, meta, children):
        base, *ops = children
        text = self._text(meta)
        for op in ops:
            if op.operator in (s.MINIMUM, s.MAXIMUM) and op.selector.kind is not None:
                raise syntax_error(
                    f"{op.operator} takes a plain number, like {op.operator}2, "
                    f"not {op.text} ({text})"
                )
            if op.operator == s.REROLL and not op.selector.by_value:
                raise syntax_error(
                    f"rr re-rolls a face until it stops showing, like rr1 or rr<3; "
                    f"{op.text} names no face ({text})"
                )
            if op.operator == s.EXPLODE and not op.selector.by_value:
                raise syntax_error(
                    f"e explodes on a face, like e6 or e>5; {op.text} names no face ({text})"
                )
        return s.Dice(base.count, base.sides, tuple(ops), text)
