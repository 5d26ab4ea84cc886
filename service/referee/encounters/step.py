"""An encounter step as a rule system declares it: the stateless step (its rules function,
unchanged) plus how it reads the encounter (`bind`: state and request -> the rules'
params), who may take it (`actor`), how its outcome changes the state (`apply`), and the
small pure pieces its declarations share. Nothing here touches Flask or Redis.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from referee.odds.build import Definition
from referee.schemas import BaseSchema
from referee.steps import Step, path_of
from referee.violations import RuleViolation

State = dict[str, Any]
Rules = Callable[[Mapping[str, Any], Any], dict]
# What happened, in the game's words: the log entry (its params, bound params, outcome and
# changes) -> sentences. Read from the entry alone, so an old entry is said the same way.
Say = Callable[[Mapping[str, Any]], str]
# Whether the step applies now (the phase, the acting model, the actions taken): what
# `next_steps` offers. A step it offers is one some valid request gets through.
When = Callable[[State], bool]
# The sides that may take the step now (each with its own token); the game master's share
# is the actor's.
Takers = Callable[[State], list[str]]


class StateConflict(RuleViolation):
    """The stored state forbids the step (not its turn, already activated, removed): a 409."""

    status = 409

    def __init__(self, detail: str, field: str | None = None, code: str = "state_conflict"):
        super().__init__(code, detail, field)


@dataclass(frozen=True)
class Sealed:
    """A step both sides decide at once: each side sends its part, hidden until all are in.

    `parts(state)` names the parts (usually the sides); `part_of(params, role)` is the
    part a request carries (a side token sends its own side's); `check` validates a
    part when it arrives. The step resolves with params {"parts": {part: params}}.
    """

    parts: Callable[[State], list[str]]
    part_of: Callable[[Mapping[str, Any], str], str]
    check: Callable[[State, str, Mapping[str, Any]], None]
    # Whether the parts become public in the log once resolved (False: they stay
    # hidden until the encounter is revealed, e.g. face-down orders).
    public_when_resolved: bool = True
    # What the state says when a part arrives and others are still awaited: that it is
    # in (e.g. whose orders are in), never what it holds. Not logged: the part's arrival
    # is no step; the step that resolves logs its changes from there.
    on_part: Callable[[State, str], None] | None = None
    # What a side's part may hold under the encounter's claims policy: a part is never a
    # proposal (it would show a sealed choice), so a claim a confirming policy would put to
    # the other side is refused here and taken in a public step instead. Called with the
    # state, the part, its params and the policy; never for the game master's own parts.
    under_policy: Callable[[State, str, Mapping[str, Any], str], None] | None = None


class Actor(StrEnum):
    """Who may take an encounter step (docs/encounters.md, "Tokens and who may do what").

    The declaration is data: the runner enforces it and the spec shows it as
    `x-referee-actor` on the step's operation, with the sentence below.
    """

    GM = "gm"
    ACTING_SIDE = "acting side"
    EITHER_SIDE = "either side"
    GM_OR_ACTING_SIDE = "gm or acting side"

    @property
    def sentence(self) -> str:
        return ACTOR_SENTENCES[self]


ACTOR_SENTENCES = {
    Actor.GM: "Who may call it: the game master only (it sets a result without dice, or "
    "changes the course of the fight).",
    Actor.ACTING_SIDE: "Who may call it: the side whose model acts, with its side token.",
    Actor.EITHER_SIDE: "Who may call it: each side with its own side token, for its own part; "
    "the game master cannot send a side's part.",
    Actor.GM_OR_ACTING_SIDE: "Who may call it: the game master, or the side whose model acts "
    "(where no model acts, any side).",
}


class Plan(dict):
    """What `bind` works out once: the rules' params (the dict itself, logged as `bound`)
    and, in `extra`, whatever `apply` needs besides, so nothing is computed twice."""

    __slots__ = ("extra",)

    def __init__(self, bound: Mapping[str, Any], extra: Any = None):
        super().__init__(bound)
        self.extra = extra


class _Any:
    """A claim with no neutral value: whatever it says (a distance, a spell's difficulty)
    is a claim the confirming party sees."""

    def __repr__(self) -> str:
        return "ANY"


ANY = _Any()

# Who may give a claim a value that is not neutral (docs/encounters.md, "Claims and consent").
ACTOR = "actor"  # the side taking the step: a fact it asserts (a distance, from behind)
TARGET = "target"  # the side of the model the step acts on: a number on its own model


@dataclass(frozen=True)
class Claim:
    """One param of a step that is a claim: a fact of the table, or a situational number,
    that the stored state cannot supply (docs/encounters.md, "Claims and consent").

    `neutral` is the value that claims nothing (no modifier, no cover, not from behind);
    a param left out is neutral. ANY: no value is neutral, so the param, when sent, is
    always a claim to confirm. `is_neutral`, if given, decides instead of equality (cover
    given as `{}` or `{"type": "none"}`).

    `owner`: ACTOR, the side taking the step claims it; TARGET, it is a number or a choice
    on the model the step acts on (the defender's modifier, the other model's panic test),
    so only that model's side, or the game master, may make it: a side never sets a
    number on another side's model.
    """

    name: str
    neutral: Any = ANY
    is_neutral: Callable[[Any], bool] | None = None
    owner: str = ACTOR

    def neutral_in(self, params: Mapping[str, Any]) -> bool:
        if self.name not in params:
            return True
        value = params[self.name]
        if self.is_neutral is not None:
            return self.is_neutral(value)
        return self.neutral is not ANY and value == self.neutral

    @property
    def spec(self) -> dict:
        """How the spec's `x-referee-claims` shows it."""
        shown: dict[str, Any] = {"param": self.name}
        if self.neutral is not ANY:
            shown["neutral"] = self.neutral
        if self.owner == TARGET:
            shown["owner"] = TARGET
        return shown


def claims(**neutrals: Any) -> tuple[Claim, ...]:
    """A step's claims by param name and neutral value: `claims(modifiers=[], cover=NO_COVER)`.
    A Claim given as the value is taken as it is."""
    return tuple(
        value if isinstance(value, Claim) else Claim(name, value)
        for name, value in neutrals.items()
    )


def theirs(**neutrals: Any) -> tuple[Claim, ...]:
    """Claims that belong to the model the step acts on (owner TARGET), by param name and
    neutral value: `theirs(defense_modifier=0)`. A Claim given as the value keeps its own
    neutrality test and becomes the target's."""
    return tuple(
        replace(value, owner=TARGET)
        if isinstance(value, Claim)
        else Claim(name, value, owner=TARGET)
        for name, value in neutrals.items()
    )


def no_change(state: State, params: Mapping[str, Any], plan: Plan, outcome: dict) -> None:
    """The apply of a step that only reports (a test, a location): it changes nothing."""


def no_acting_side(state: State, params: Mapping[str, Any]) -> None:
    """No model acts in this step (initiative, a new round): no side is singled out."""
    return None


@dataclass(frozen=True, kw_only=True)
class EncounterStep:
    """One encounter step, declared once: the route, the spec, the runner and verify read it.

    `bind(state, params)` gives the rules' params (a dict, or a Plan carrying more for
    apply); `rules(bound, dice)` rolls; `apply(state, params, plan, outcome)` changes the
    state, and the runner logs what changed. `reveal(state, params, plan, outcome)`, if
    given, runs first and its changes are logged first: what the step turns face up, so the
    log shows a hidden value that `apply` then spends (a face-down order revealed by a strike
    back and removed by the same step would otherwise show only as sealed to none). `actor`
    says who may call it,
    `acting_side(state, params)` which side acts. `odds` gives the exact odds of its roll: a
    stateless step's (`step.odds`), None for a step whose odds nobody defined.
    `EncounterStep.playing(step, ...)` declares the encounter form of a stateless step, and
    so inherits its odds.
    """

    name: str
    summary: str
    params: type[BaseSchema]
    outcome: type[BaseSchema]
    actor: Actor
    bind: Callable[[State, Mapping[str, Any]], Mapping[str, Any]]
    path: str = ""  # default: path_of(name), as a stateless step's
    apply: Callable[[State, Mapping[str, Any], Plan, dict], None] = no_change
    reveal: Callable[[State, Mapping[str, Any], Plan, dict], None] | None = None
    acting_side: Callable[[State, Mapping[str, Any]], str | None] = no_acting_side
    rules: Rules | None = None  # None: a turn event that rolls nothing and has no rules
    sealed: Sealed | None = None
    # How the encounter route spells the rules' fields where it differs (e.g. the
    # stateless `spend` is the encounter's `activities`), for the rules' refusals.
    rename: Mapping[str, str] = field(default_factory=dict)
    odds: Definition | None = None
    # The result in sentences (`summary` of the answer and the log entry); a step that plays a
    # stateless step says it as that step does, from its bound params.
    say: Say | None = None
    # When the step applies, and which sides may take it then (`next_steps`); None: always,
    # by every side.
    when: When | None = None
    takers: Takers | None = None
    # A step outside the turn structure (the free roll): the system's `before_apply` does
    # not run for it, so it closes no window that the turn leaves open (an interrupt right
    # after a shot), and it changes nothing of the state.
    outside_turn: bool = False
    # Its params that are claims (facts of the table the state cannot supply), each with
    # its neutral value: logged with their author, and under a confirming claims policy a
    # step whose claims are not neutral waits for the other side's (or the GM's) consent.
    claims: tuple[Claim, ...] = ()
    # The side of the model the step acts on (the target, the defender): who confirms
    # under `opponent_confirms`. None (or the acting side itself): any other side.
    acted_on: Callable[[State, Mapping[str, Any]], str | None] = no_acting_side

    def __post_init__(self) -> None:
        if not self.path:
            object.__setattr__(self, "path", path_of(self.name))
        # A declaration that contradicts itself fails when the app starts, not on a request.
        declared = set(self.params().fields)
        unknown = [c.name for c in self.claims if c.name not in declared]
        if unknown:
            raise ValueError(f"step {self.name}: claims that are not its params: {unknown}")
        if self.claims and self.sealed is not None:
            # A proposal is public: it would show a sealed part before the others are in.
            raise ValueError(f"step {self.name}: a sealed step declares no claims")

    def claimed(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """The claims a request makes, as sent (a param left out is not shown)."""
        return {c.name: params[c.name] for c in self.claims if c.name in params}

    def claims_of_target(self, params: Mapping[str, Any]) -> list[str]:
        """The request's claims that are not neutral and belong to the model acted on."""
        return [c.name for c in self.claims if c.owner == TARGET and not c.neutral_in(params)]

    def claims_neutral(self, params: Mapping[str, Any]) -> bool:
        """Whether every claim of the request is neutral: nothing for anyone to confirm."""
        return all(c.neutral_in(params) for c in self.claims)

    @classmethod
    def playing(cls, step: Step, **declared: Any) -> EncounterStep:
        """The stateless `step` played on an encounter: its name, path, rules, outcome and
        odds are the step's; the declaration adds how it reads and changes the encounter."""
        found = {
            "name": step.name,
            "path": step.path,
            "rules": step.rules,
            "outcome": step.outcome,
            "odds": step.odds,
            "say": _said_as(step),
        }
        return cls(**{**found, **declared})


def _said_as(step: Step) -> Say:
    """An encounter step says its result as the stateless step it plays, from the params
    it bound from the state (where the models' ids are)."""

    def say(entry: Mapping[str, Any]) -> str:
        return step.say(entry.get("bound") or {}, entry["outcome"])

    say.__name__ = f"say_{step.name.replace('.', '_')}"
    return say


def roster_sides(params: Mapping[str, Any]) -> list[str]:
    """The sides of a roster, in the order they first appear: one token each."""
    return list(dict.fromkeys(model["side"] for model in params["models"]))


def model_in(state: State, model_id: str | None, field: str, noun: str = "model") -> dict:
    """The model (a Walka `character`) a request names, or a refusal that says there is none."""
    model = state["models"].get(model_id)
    if model is None:
        raise RuleViolation(
            f"unknown_{noun}", f"there is no {noun} {model_id!r} in this encounter", field
        )
    return model


def check_new_model(
    state: State, roster: Mapping[str, Any], sides: list[str], noun: str = "model"
) -> None:
    """A model (a Walka `character`) the GM adds: a new id, on a side the encounter has."""
    if roster["id"] in state["models"]:
        detail = f"there is already a {noun} {roster['id']!r}"
        if noun == "character":
            raise RuleViolation("duplicate_character", detail, "id")
        raise RuleViolation("duplicate_model", detail, "id")
    if roster["side"] not in sides:
        raise RuleViolation(
            "unknown_side",
            f"side {roster['side']!r} is not one of this encounter's sides "
            f"({', '.join(sides)}): sides get their tokens at creation",
            "side",
        )


def edited_model(
    state: State, model_id: str, roster: Mapping[str, Any], noun: str = "model"
) -> dict:
    """The model a GM correction replaces; the body keeps its id and its side."""
    model = model_in(state, model_id, "model_id", noun)
    if roster["id"] != model_id:
        raise RuleViolation("id_mismatch", f"the body's id must be the {noun}'s id", "id")
    if roster["side"] != model["side"]:
        raise RuleViolation("side_change", f"a {noun} cannot change sides", "side")
    return model


def side_of(state: State, model_id: str | None) -> str | None:
    model = state["models"].get(model_id) if model_id is not None else None
    return model["side"] if model else None


def side_of_param(key: str) -> Callable[[State, Mapping[str, Any]], str | None]:
    """The acting side is the side of the model a request names under `key`."""

    def acting_side(state: State, params: Mapping[str, Any]) -> str | None:
        return side_of(state, params.get(key))

    acting_side.__name__ = f"side_of_{key}"
    acting_side.acting_model = lambda state, params: params.get(key)  # type: ignore[attr-defined]
    return acting_side


def acting_model(step: EncounterStep, state: State, params: Mapping[str, Any]) -> str | None:
    """The model that acts in a step, where one does: the model its acting side is read from
    (an `acting_side` function names it by its `acting_model` attribute). A dispute of the
    step stays open until that model's next step."""
    find = getattr(step.acting_side, "acting_model", None)
    model = find(state, params) if find is not None else None
    return model if isinstance(model, str) else None
