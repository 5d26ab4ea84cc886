"""Dice notation: roll any d20-style expression with Referee's guarantees.

One declaration (`SYSTEM`, a `Declaration` as a game's stateless steps are) gives the routes
`POST /v1/dice/roll` (with `?odds=true`) and `POST /v1/dice/odds`, their spec and their
odds; `referee.encounters.shared` adds the free roll, with `ROLL`'s odds, to every system's
encounter.

Modules: `syntax` (the tree), `parse` (the lark grammar), `limits`, `evaluate` (a roll from a
dice source), `render` (the readable line), `odds` (exact odds), `schemas`.
"""

from referee.dice_notation import evaluate, limits, odds, say, schemas
from referee.dice_notation.parse import parse
from referee.steps import Declaration, Step

SYSTEM_ID = "dice"


def many_dice(params) -> bool:
    """Whether rolling `params["expression"]` may draw more than limits.MANY_DICE dice: then
    it is rolled off the gevent worker's loop (referee.cooperative). An expression that does
    not parse is refused, cheaply, by the roll itself."""
    try:
        return limits.worst_case_dice(parse(params["expression"])) > limits.MANY_DICE
    except Exception:  # noqa: BLE001 - its refusal comes from the roll, in place
        return False


ROLL = Step(
    system=SYSTEM_ID,
    name="roll",
    params=schemas.RollParams,
    outcome=schemas.RollOutcome,
    rules=evaluate.roll,
    odds=odds.odds,
    say=say.roll,
    summary="Roll a dice expression (d20 notation plus Fate dice): rolls, total, tree, "
    "readable line",
    odds_path="odds",
    heavy=many_dice,
)

SYSTEM = Declaration(
    id=SYSTEM_ID,
    title="Dice notation: any roll, seeded, verifiable, with exact odds",
    about="Any dice expression in d20 notation (Avrae's grammar) plus Fate dice, rolled "
    "from the same referee-dice-v1 stream as every step. Grammar and limits: "
    "docs/dice-notation.md in the Referee repository.",
    steps=(ROLL,),
)
