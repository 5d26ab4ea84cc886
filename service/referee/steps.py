"""The step framework: a step is defined once, and everything else is built from that.

A `Step` is declared whole: a rule system's params schema, outcome schema, pure rules
function and the exact odds of its roll (a `referee.odds.build.Definition`); an encounter
step that plays it inherits those odds. A `Declaration` holds one system's stateless steps.
`resolve` runs a step on the dice source the request asks for; `referee.step_routes` builds
the routes (one documented POST route per step with its own request and response schema, so
each becomes one typed SDK method), and the registry (`referee.systems`) lists the
declarations.

Odds (referee.odds): `?odds=true` on a step route adds the exact `odds` of the
step to the response, with where the roll fell; `POST .../<path>/odds` takes the step's
own request and returns the odds alone (`OddsResponse`, one for every step), drawing
nothing. Without `?odds` a response is unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from typing import Any

from marshmallow import fields

from referee import cooperative, versions
from referee import dice as dice_mod
from referee.observability import count_step
from referee.odds import odds_for
from referee.odds.build import Definition
from referee.odds.schemas import StepOdds
from referee.schemas import (
    BaseSchema,
    DiceSourceSchema,
    StepResponseSchema,
    camel,
    step_name_field,
    system_field,
)

Rules = Callable[[Mapping[str, Any], dice_mod.Dice], dict]
# What happened, in the game's words: (params, outcome) -> sentences for a player.
Say = Callable[[Mapping[str, Any], Mapping[str, Any]], str]


def path_of(name: str) -> str:
    """A step's route from its name: `command_test` -> `command-test`, `shooting.hit` ->
    `shooting/hit`."""
    return name.replace(".", "/").replace("_", "-")


@dataclass(frozen=True, kw_only=True)
class Step:
    """One stateless step, declared with keywords: its route is `path_of(name)` unless
    `path` says otherwise. `odds` answers its odds route, so every step has one."""

    system: str  # "urban-war"
    name: str  # "command_test", as the digest names it
    params: type[BaseSchema]
    outcome: type[BaseSchema]
    rules: Rules
    odds: Definition
    summary: str
    # The step's result as sentences (`summary` of every answer): who did what to whom,
    # what was needed, what came up.
    say: Say
    path: str = ""  # "command-test", or "shooting/hit"; default: path_of(name)
    odds_path: str = ""  # the odds route: "odds"; default "<path>/odds"
    # Whether a request's roll may compute long enough to be run off the gevent worker's
    # loop (referee.cooperative): None, never (a game step draws a handful of dice).
    heavy: Callable[[Mapping[str, Any]], bool] | None = None

    def __post_init__(self) -> None:
        if not self.path:
            object.__setattr__(self, "path", path_of(self.name))
        if not self.odds_path:
            object.__setattr__(self, "odds_path", f"{self.path}/odds")

    @property
    def operation_id(self) -> str:
        return f"{self.system}_{self.path}".replace("-", "_").replace("/", "_")

    @property
    def example(self) -> dict:
        """A golden case of this step (tests/golden), shown in the spec: request and response."""
        return step_examples()[f"{self.system}/{self.path.replace('/', '-')}"]

    def component(
        self, kind: str, bases: tuple[type[BaseSchema], ...], doc: str, **members: Any
    ) -> type[BaseSchema]:
        """One schema class of this step, named `<System><Path><kind>`: one component in the
        spec, so one type in each SDK."""
        name = f"{camel(self.system)}{camel(self.path)}{kind}"
        return type(name, bases, {"__doc__": doc, **members})

    @cached_property
    def request_schema(self) -> type[BaseSchema]:
        """The params plus `seed` / `dice`."""
        return self.component(
            "Request",
            (DiceSourceSchema, self.params),
            f"Request of {self.system} {self.name}: {self.summary}",
        )

    @cached_property
    def response_schema(self) -> type[BaseSchema]:
        return self.component(
            "Response",
            (StepResponseSchema,),
            f"Response of {self.system} {self.name}.",
            outcome=fields.Nested(self.outcome, required=True),
            odds=fields.Nested(
                StepOdds,
                metadata={
                    "description": "Only with `?odds=true`: the exact odds of "
                    "this step for these inputs, and where this roll fell in them."
                },
            ),
        )


class OddsResponse(BaseSchema):
    """Exact odds of a step for the params sent; nothing was rolled."""

    system = system_field(required=True)
    step = step_name_field(required=True)
    odds = fields.Nested(StepOdds, required=True)


@dataclass(frozen=True, kw_only=True, eq=False)
class Declaration:
    """The stateless steps of one rule system (or of dice notation, a system of no game),
    declared once: `referee.step_routes` builds their routes (and odds routes) from it. A
    game's full declaration, with its encounter, is
    `referee.systems.declaration.RuleSystem`.

    `title` heads the system's routes in the spec; `about` is the spec's description for
    steps of no game.
    """

    id: str  # "urban-war"
    title: str
    steps: tuple[Step, ...]
    about: str | None = None

    def __post_init__(self) -> None:
        # A declaration that contradicts itself fails when the app starts, not on a request.
        problems = self.contradictions()
        if problems:
            raise ValueError(f"rule system {self.id}: {problems}")

    def contradictions(self) -> str:
        wrong = [step.name for step in self.steps if step.system != self.id]
        return f"declared for another system: {wrong}" if wrong else ""

    @property
    def description(self) -> str:
        if self.about is not None:
            return self.about
        return (
            f"{self.title}. Rules: docs/rules/{self.id}.md in the Referee repository; "
            "every § in this API cites it."
        )


@cache
def step_examples() -> dict[str, dict]:
    """One golden case per step, by "<system>/<golden file name>".

    tests/contract/test_spec_examples.py checks each is still a golden case and matches
    the step's schemas.
    """
    text = resources.files("referee").joinpath("step_examples.json").read_text("utf-8")
    return json.loads(text)


# What a request says of its dice: the odds route reads neither, since it draws nothing.
DICE_SOURCE = frozenset(DiceSourceSchema().fields)


def dice_for(body: dict) -> dice_mod.StreamDice | dice_mod.ManualDice:
    """Take `seed` / `dice` out of a loaded request body and build the dice source."""
    manual = body.pop("dice", None)
    seed = body.pop("seed", None)
    if manual is not None:
        return dice_mod.ManualDice(manual)
    return dice_mod.StreamDice(seed if seed is not None else dice_mod.fresh_seed())


def roll(step, params: Mapping[str, Any], dice) -> dict:
    """`step.rules(params, dice)`, run off the gevent worker's loop (referee.cooperative)
    when the step says this roll may compute long (`heavy`): a stateless step and an
    encounter step alike."""
    if step.heavy is not None and step.heavy(params):
        return cooperative.run(step.rules, params, dice)
    return step.rules(params, dice)


def resolve(step: Step, body: dict, with_odds: bool = False) -> dict:
    """Roll `step` on the dice source the request asks for; with `with_odds`, add its exact
    odds."""
    source = dice_for(body)
    outcome = roll(step, body, source)
    count_step(step.system, step.name, "stateless")
    out = {
        "system": step.system,
        "step": step.name,
        "seed": source.seed,
        "rng": source.rng,
        "rolls": [{"sides": r.sides, "value": r.value, "purpose": r.purpose} for r in source.rolls],
        "rules_version": versions.current(step.system),
    }
    if isinstance(source, dice_mod.ManualDice) and source.unused:
        out["unused_dice"] = source.unused
    out["outcome"] = outcome
    out["summary"] = step.say(body, outcome)
    if with_odds:
        # `body` is the params alone now (dice_for took seed and dice out).
        out["odds"] = odds_for(step.odds, body, outcome)
    return out


def odds_only(step: Step, body: dict) -> dict:
    """The odds of a step for a request of it: no die is drawn and nothing is counted, so
    the request's `seed` and `dice`, if any, are left unread."""
    params = {key: value for key, value in body.items() if key not in DICE_SOURCE}
    return {"system": step.system, "step": step.name, "odds": odds_for(step.odds, params)}
