"""The `odds` object's documented shape: one schema class per shape, shared by every step."""

from __future__ import annotations

from marshmallow import fields

from referee.odds.report import METHODS
from referee.schemas import BaseSchema, closed

EXACT = "The same probability as an exact fraction, e.g. `16/25`."


class OddsValue(BaseSchema):
    """One value of a numeric result and its exact probability."""

    value = fields.Integer(required=True)
    probability = fields.Float(required=True, metadata={"description": "0 to 1."})
    exact = fields.String(required=True, metadata={"description": EXACT})


class OddsEvent(BaseSchema):
    """An outcome category of the step (hit, wounded, parried, passed...) and its chance."""

    name = fields.String(
        required=True, metadata={"description": "e.g. `passed`, `any_hit`, `winner.A`."}
    )
    description = fields.String(required=True, metadata={"description": "What it means."})
    probability = fields.Float(required=True, metadata={"description": "0 to 1."})
    exact = fields.String(required=True, metadata={"description": EXACT})
    occurred = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={
            "description": "With a roll: whether it happened; null without one, or when the "
            "roll cannot tell (a per-die chance in a step of several dice)."
        },
    )


class OddsResult(BaseSchema):
    """A numeric result of the step (hits, wounds, damage, margin...) and its distribution."""

    name = fields.String(required=True, metadata={"description": "e.g. `hits`, `damage`."})
    description = fields.String(required=True, metadata={"description": "What it counts."})
    applies = fields.Float(
        required=True,
        metadata={
            "description": "Probability that the result exists at all (e.g. a test's total "
            "when the test may not be taken); the distribution is given that it does."
        },
    )
    applies_exact = fields.String(required=True, metadata={"description": EXACT})
    distribution = fields.List(
        fields.Nested(OddsValue),
        required=True,
        metadata={"description": "Every possible value, ascending, with its probability."},
    )
    mean = fields.Float(
        required=True, allow_none=True, metadata={"description": "The expectation (null if never)."}
    )
    mean_exact = fields.String(required=True, allow_none=True, metadata={"description": EXACT})
    actual = fields.Integer(
        required=True, allow_none=True, metadata={"description": "With a roll: the value rolled."}
    )
    variance_exact = fields.String(
        metadata={
            "description": "Only where reported (a dice roll's total): the variance, as an "
            "exact fraction."
        }
    )
    standard_deviation = fields.Float(
        metadata={
            "description": "Only where reported (a dice roll's total): the standard "
            "deviation, the square root of the variance."
        }
    )
    percentile = fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": "With a roll: where the value rolled falls, 0 to 100, as "
            "100 x (P(X < actual) + P(X = actual) / 2): 50 is a typical roll, 5 an unlucky "
            "one, 95 a lucky one (for results where more is better for the roller)."
        },
    )


class StepOdds(BaseSchema):
    """Exact probabilities of a step for the inputs given: from the rules, never sampled."""

    method = closed(
        "OddsMethod",
        list(METHODS),
        "How they were computed: " + "; ".join(f"`{k}`: {v}" for k, v in METHODS.items()) + ".",
        required=True,
    )
    method_description = fields.String(required=True)
    available = fields.Boolean(
        metadata={
            "description": "Only on a roll whose exact odds would be too costly: false, with "
            "`reason`, method `unavailable` and no events or results. Absent otherwise."
        }
    )
    reason = fields.String(
        metadata={"description": "With `available` false: what was too large, in words."}
    )
    events = fields.List(fields.Nested(OddsEvent), required=True)
    results = fields.List(fields.Nested(OddsResult), required=True)
