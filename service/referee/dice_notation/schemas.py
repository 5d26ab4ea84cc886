"""Request and answer shapes of dice rolls: one schema class per shape."""

from __future__ import annotations

from marshmallow import fields, validate

from referee.dice_notation import limits, syntax
from referee.dice_notation.parse import checked
from referee.schemas import BaseSchema, closed

EXPRESSION = (
    "A dice expression in d20 notation (docs/dice-notation.md), e.g. `4d6kh3 + 2`, "
    "`2d20kh1+5`, `10d10>=6`, `8d6e6`, `3dF+2`; at most "
    f"{limits.MAX_LENGTH} characters."
)


def _refused_before_rolling(text: str) -> None:
    """Every refusal of an expression, those that hang on what its dice could show too, is
    made here, while the request is read: never after a die is drawn (docs/dice-notation.md,
    "Limits"). Its problem keeps the refusal's own code (`dice_syntax`, `dice_arithmetic`)."""
    if isinstance(text, str) and len(text) <= limits.MAX_LENGTH:
        checked(text)


def expression_field(**kwargs) -> fields.String:
    return fields.String(
        required=True,
        validate=[
            validate.Length(
                min=1,
                max=limits.MAX_LENGTH,
                error=f"expression must have 1 to {limits.MAX_LENGTH} characters",
            ),
            _refused_before_rolling,
        ],
        metadata={"description": EXPRESSION, "example": "4d6kh3 + 2"},
        **kwargs,
    )


class RollParams(BaseSchema):
    """A dice expression to roll."""

    expression = expression_field()


class FreeRollParams(BaseSchema):
    """A dice expression to roll on an encounter, and what the roll is for."""

    expression = expression_field()
    label = fields.String(
        required=True,
        validate=validate.Length(min=1, max=200, error="label must have 1 to 200 characters"),
        metadata={
            "description": "What the roll is for, in words, kept in the log: "
            "`Perception, Rook`, `wandering monster`.",
            "example": "Perception, Rook",
        },
    )


class DiceFace(BaseSchema):
    """One face a die showed, and which of the answer's `rolls` it came from."""

    roll = fields.Integer(
        required=True, metadata={"description": "Index in `rolls` (from 0): the die drawn."}
    )
    face = fields.Integer(
        required=True,
        metadata={"description": "The face, read as the game reads it (a Fate die: -1, 0, +1)."},
    )


class RolledDie(BaseSchema):
    """One die of a dice term, with what its operators did to it."""

    value = fields.Integer(required=True, metadata={"description": "The value that counts."})
    kept = fields.Boolean(required=True, metadata={"description": "False: dropped (k, p)."})
    faces = fields.List(
        fields.Nested(DiceFace),
        required=True,
        metadata={"description": "Every face it showed, the last one standing (rr, ro)."},
    )
    origin = closed(
        "DieOrigin",
        ["rolled", "explosion", "added"],
        "`rolled`, or added by an explosion (e) or by ra.",
        error=None,
        required=True,
    )
    exploded = fields.Boolean(required=True, metadata={"description": "It set off an explosion."})
    changed_by = fields.String(
        required=True, allow_none=True, metadata={"description": "`mi2`/`ma5` that changed it."}
    )
    dropped_by = fields.String(
        required=True, allow_none=True, metadata={"description": "The operator that dropped it."}
    )
    success = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={"description": "In a dice pool (`10d10>=6`): whether it meets the target."},
    )
    capped = fields.Boolean(
        metadata={
            "description": "Only when true (dice rules version 2): its re-rolls (`rr`) or "
            "explosions (`e`) stopped at their cap while it still matched; the outcome's "
            "`capped` says so in words."
        }
    )


class SetItem(BaseSchema):
    """One member of a set `(a, b, c)`."""

    value = fields.Float(required=True)
    kept = fields.Boolean(required=True)
    dropped_by = fields.String(required=True, allow_none=True)
    success = fields.Boolean(required=True, allow_none=True)
    node = fields.Nested(lambda: DiceNode(), required=True)


class DiceNode(BaseSchema):
    """A node of the evaluation tree; `kind` says which members it has.

    `number` (text, value); `dice` (count, sides, operations, dice); `set` (items,
    operations); `group` (inner, and from dice rules version 2 the `operations` that acted on
    the dice or items inside it: `(4d6)kh3`); `unary` (operator, operand); `binary` (operator, left,
    right); `successes` (operator, of, target: the dice of `of` that meet the target).
    """

    kind = closed(
        "DiceNodeKind",
        ["number", "dice", "set", "group", "unary", "binary", "successes"],
        error=None,
        required=True,
    )
    text = fields.String(required=True, metadata={"description": "Its part of the expression."})
    value = fields.Float(required=True, metadata={"description": "What it comes to."})
    annotations = fields.List(fields.String(), metadata={"description": "`[fire]` notes."})
    count = fields.Integer()
    sides = fields.Raw(
        metadata={"description": "Faces of the dice, or `F` for Fate dice."},
    )
    operations = fields.List(fields.String(), metadata={"description": "e.g. `kh3`, `rr1`."})
    dice = fields.List(fields.Nested(RolledDie))
    items = fields.List(fields.Nested(SetItem))
    operator = closed(
        "DiceOperator",
        [*syntax.ARITHMETIC, *syntax.COMPARISONS],
        "A unary, binary or comparison node's operator.",
    )
    inner = fields.Nested(lambda: DiceNode())
    operand = fields.Nested(lambda: DiceNode())
    left = fields.Nested(lambda: DiceNode())
    right = fields.Nested(lambda: DiceNode())
    of = fields.Nested(lambda: DiceNode())
    target = fields.Nested(lambda: DiceNode())


class RollOutcome(BaseSchema):
    """A rolled expression: its total, the readable line and the evaluation tree."""

    expression = fields.String(required=True)
    total = fields.Float(
        required=True,
        metadata={
            "description": "The result, a whole number as in d20: the exact value of the "
            "expression (the tree's) without its fraction, toward 0 (`15 / 2` is 7). Dice "
            "rules version 1 answered the exact value, a decimal where the expression divides."
        },
    )
    line = fields.String(
        required=True,
        metadata={
            "description": "The roll as d20 writes it, in Markdown: "
            "`4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. It holds no HTML: a note's words "
            "(`[fire]`) have Markdown's punctuation escaped with a backslash and `&`, `<`, "
            "`>` as HTML entities (dice rules version 2), so a client may render the line "
            "as CommonMark, with or without raw HTML, and show it to every watcher."
        },
    )
    tree = fields.Nested(DiceNode, required=True)
    capped = fields.List(
        fields.String(),
        metadata={
            "description": "Dice rules version 2: every re-roll or explosion chain that "
            "stopped at its cap while its die still matched, in words (empty when none)."
        },
    )
    label = fields.String(metadata={"description": "On an encounter: what the roll was for."})
