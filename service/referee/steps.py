"""The step framework: a step is defined once and its routes are built from that definition.

A `Step` binds a rule system's params schema, outcome schema and pure rules
function. A `RuleSystem` is one system's declaration (its steps, encounter and
odds), listed once in `referee.systems.SYSTEMS`; `blueprint` builds its routes,
one documented POST route per step with its own request and response schema (so
each becomes one typed SDK method); `resolve` runs a step on the dice source the
request asks for.

Odds (referee.odds): `?odds=true` on a step route adds the exact `odds` of the
step to the response, with where the roll fell; `POST .../<path>/odds` returns
the odds alone, drawing nothing. Without `?odds` a response is unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from types import ModuleType
from typing import TYPE_CHECKING, Any

import orjson
from flask import Response, request
from marshmallow import fields

from referee import dice as dice_mod
from referee.api import Blueprint
from referee.observability import count_step
from referee.odds import odds_for
from referee.odds.schemas import StepOdds
from referee.schemas import (
    BaseSchema,
    DiceSourceSchema,
    StepResponseSchema,
    camel,
    step_name_field,
    system_field,
)
from referee.violations import HTTPProblem

if TYPE_CHECKING:
    from referee.encounters.model import EncounterSystem
    from referee.odds.build import Definition

Rules = Callable[[Mapping[str, Any], dice_mod.Dice], dict]


def path_of(name: str) -> str:
    """A step's route from its name: `command_test` -> `command-test`, `shooting.hit` ->
    `shooting/hit`."""
    return name.replace(".", "/").replace("_", "-")


@dataclass(frozen=True, kw_only=True)
class Step:
    """One stateless step, declared with keywords: its route is `path_of(name)` unless
    `path` says otherwise."""

    system: str  # "urban-war"
    name: str  # "command_test", as the digest names it
    params: type[BaseSchema]
    outcome: type[BaseSchema]
    rules: Rules
    summary: str
    path: str = ""  # "command-test", or "shooting/hit"; default: path_of(name)
    odds_path: str = ""  # the odds route: "odds"; default "<path>/odds"

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

    @cached_property
    def odds_request_schema(self) -> type[BaseSchema]:
        """The params alone: an odds request rolls nothing, so it has no seed or dice."""
        return self.component(
            "OddsRequest",
            (self.params,),
            f"Odds request of {self.system} {self.name}: the step's params.",
        )

    @cached_property
    def odds_response_schema(self) -> type[BaseSchema]:
        return self.component(
            "OddsResponse",
            (BaseSchema,),
            f"Exact odds of {self.system} {self.name}; nothing was rolled.",
            system=system_field(required=True),
            step=step_name_field(required=True),
            odds=fields.Nested(StepOdds, required=True),
        )


@dataclass(frozen=True, kw_only=True, eq=False)
class RuleSystem:
    """One rule system, declared once (its package's `SYSTEM`) and listed in
    `referee.systems.SYSTEMS`: the app builds its routes from it, the encounter API its
    encounter routes and schemas, `referee.odds` its odds.

    `title` heads the system's routes in the spec; `encounter` is None for a system
    without encounters; `odds` holds one definition per stateless step name.
    """

    id: str  # "urban-war"
    title: str
    steps: tuple[Step, ...]
    encounter: EncounterSystem | None = None
    odds: Mapping[str, Definition] = field(default_factory=dict)
    about: str | None = None  # the spec's description, for steps of no game (dice notation)

    def __post_init__(self) -> None:
        # A declaration that contradicts itself fails when the app starts, not on a request.
        names = {step.name for step in self.steps}
        wrong = [step.name for step in self.steps if step.system != self.id]
        named = set(self.odds)
        if self.encounter is not None:
            if self.encounter.system != self.id:
                wrong.append(f"encounter {self.encounter.system}")
            named |= {step.odds for step in self.encounter.steps if step.odds is not None}
        unknown = sorted(named - names)
        if wrong or unknown:
            raise ValueError(
                f"rule system {self.id}: declared for another system: {wrong}; "
                f"odds of no step: {unknown}"
            )

    @classmethod
    def of_game(
        cls, title: str, *, steps: ModuleType, encounter: ModuleType, odds: ModuleType
    ) -> RuleSystem:
        """A game's declaration from its package's modules, by the names every game gives
        them: `steps.SYSTEM_ID` and `steps.STEPS` (the stateless steps),
        `encounter.DEFINITION` and `odds.ODDS`. A game's `__init__` is this one call."""
        return cls(
            id=steps.SYSTEM_ID,
            title=title,
            steps=steps.STEPS,
            encounter=encounter.DEFINITION,
            odds=odds.ODDS,
        )

    @property
    def description(self) -> str:
        if self.about is not None:
            return self.about
        return (
            f"{self.title}. Rules: docs/rules/{self.id}.md in the Referee repository; "
            "every § in this API cites it."
        )

    @cached_property
    def encounter_odds(self) -> dict[str, str]:
        """Encounter step name -> the stateless step whose exact odds its roll has: the one
        its `odds=` names, else the stateless step with the same rules function."""
        if self.encounter is None:
            return {}
        by_rules = {step.rules: step.name for step in self.steps}
        found = {
            step.name: step.odds or by_rules.get(step.rules)
            for step in self.encounter.steps
            if step.rules is not None
        }
        return {name: odds for name, odds in found.items() if odds is not None}


@cache
def step_examples() -> dict[str, dict]:
    """One golden case per step, by "<system>/<golden file name>".

    tests/contract/test_spec_examples.py checks each is still a golden case and matches
    the step's schemas.
    """
    text = resources.files("referee").joinpath("step_examples.json").read_text("utf-8")
    return json.loads(text)


def dice_for(body: dict) -> dice_mod.StreamDice | dice_mod.ManualDice:
    """Take `seed` / `dice` out of a loaded request body and build the dice source."""
    manual = body.pop("dice", None)
    seed = body.pop("seed", None)
    if manual is not None:
        return dice_mod.ManualDice(manual)
    return dice_mod.StreamDice(seed if seed is not None else dice_mod.fresh_seed())


def resolve(step: Step, body: dict, with_odds: bool = False) -> dict:
    source = dice_for(body)
    outcome = step.rules(body, source)
    count_step(step.system, step.name, "stateless")
    out = {
        "system": step.system,
        "step": step.name,
        "seed": source.seed,
        "rng": source.rng,
        "rolls": [{"sides": r.sides, "value": r.value, "purpose": r.purpose} for r in source.rolls],
    }
    if isinstance(source, dice_mod.ManualDice) and source.unused:
        out["unused_dice"] = source.unused
    out["outcome"] = outcome
    if with_odds:
        # `body` is the params alone now (dice_for took seed and dice out).
        out["odds"] = odds_for(step.system, step.name, body, outcome)
    return out


def odds_only(step: Step, body: dict) -> dict:
    """The odds of a step for these params: no die is drawn and nothing is counted."""
    return {
        "system": step.system,
        "step": step.name,
        "odds": odds_for(step.system, step.name, body),
    }


ODDS_QUERY = {
    "in": "query",
    "name": "odds",
    "required": False,
    "schema": {"type": "boolean", "default": False},
    "description": "true: add `odds`, the step's exact probabilities for these inputs and "
    "where this roll fell in them (see the `/odds` route of the step).",
}
_TRUE, _FALSE = ("true", "1"), ("false", "0")


def odds_asked() -> bool:
    """`?odds=true` (or 1); `false`, 0 or absent: no odds. Anything else is a 400."""
    if not request.query_string:
        return False
    value = request.args.get("odds")
    if value is None or value.lower() in _FALSE:
        return False
    if value.lower() in _TRUE:
        return True
    raise HTTPProblem(
        400,
        "invalid_query",
        f"the query parameter odds must be true or false, not {value!r}",
    )


@cache
def blueprint(system: RuleSystem) -> Blueprint:
    """The system's routes under /v1/<system>, built once: every app registers the same one."""
    blp = Blueprint(
        system.id, __name__, url_prefix=f"/v1/{system.id}", description=system.description
    )
    add_step_routes(blp, system.steps)
    return blp


def add_step_routes(blp: Blueprint, steps: Iterable[Step]) -> None:
    for step in steps:
        _add_step_route(blp, step)
    for step in steps:
        _add_odds_route(blp, step)


def _add_step_route(blp: Blueprint, step: Step) -> None:
    def view(body: dict) -> Response:
        # The rules already return JSON-ready dicts in the documented shape, so the
        # response schema documents the body but does not re-serialize it: dumping
        # through marshmallow cost more than the rules themselves. The contract tests
        # validate responses against the spec.
        return Response(
            orjson.dumps(resolve(step, body, odds_asked())), mimetype="application/json"
        )

    view.__name__ = step.operation_id
    view.__doc__ = f"{step.summary}\n\n{(step.rules.__doc__ or '').strip()}"
    example = step.example
    decorated = blp.common_errors(view)
    decorated = blp.response(200, step.response_schema(), example=example["response"])(decorated)
    decorated = blp.arguments(step.request_schema(), example=example["request"])(decorated)
    decorated = blp.doc(operationId=step.operation_id, parameters=[ODDS_QUERY])(decorated)
    blp.route(f"/{step.path}", methods=["POST"], endpoint=step.operation_id)(decorated)


def _add_odds_route(blp: Blueprint, step: Step) -> None:
    def view(body: dict) -> Response:
        return Response(orjson.dumps(odds_only(step, body)), mimetype="application/json")

    operation_id = f"{step.operation_id}_odds"
    view.__name__ = operation_id
    view.__doc__ = (
        f"Exact odds of: {step.summary}\n\nThe probability of each outcome of the step and "
        "the distribution of its numeric results for these inputs, computed from the same "
        "rules that roll (exact enumeration, never sampling). Nothing is rolled: the request "
        "has no seed or dice."
    )
    params = {k: v for k, v in step.example["request"].items() if k not in ("seed", "dice")}
    decorated = blp.common_errors(view)
    decorated = blp.response(200, step.odds_response_schema())(decorated)
    decorated = blp.arguments(step.odds_request_schema(), example=params)(decorated)
    decorated = blp.doc(operationId=operation_id)(decorated)
    blp.route(f"/{step.odds_path}", methods=["POST"], endpoint=operation_id)(decorated)
