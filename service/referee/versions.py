"""Rules versions (docs/rules/versions.md): which rules resolved a step, so that verify can
recompute it with those rules forever.

Each rule system (the three games and dice notation) has a history of versions. A version
changes whenever some input would get another outcome, or an outcome field another meaning.
The rules keep each changed decision where the rule is, as `if version < N:` followed by the
old behaviour; the current version is the plain path through the code. The rules learn their
version from their params (`PARAM`): verify gives each logged step the version it was logged
under, and anything else (a stateless step, an encounter step being taken) gives none, which
is the current version. Sub-steps that read it get it passed on with their params.

Adding a version is one line in the system's history below, plus its `if version <` points.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

# The key verify adds to a logged step's params; no request carries it.
PARAM = "rules_version"


@dataclass(frozen=True)
class Version:
    """One rules version: its number and the moment it took effect on the service. Log
    entries written before versions were logged carry none; they are the version that was
    in force at their `time`."""

    number: int
    since: str  # ISO 8601, UTC


@dataclass(frozen=True)
class History:
    """A rule system's versions, oldest first."""

    system: str
    versions: tuple[Version, ...]

    @property
    def current(self) -> int:
        return self.versions[-1].number

    def of(self, params: Mapping[str, Any]) -> int:
        """The version the rules run under: the one verify gave, else the current one."""
        return params.get(PARAM, self.current)

    def at(self, time: str | None) -> int:
        """The version in force at `time` (a log entry's); the first one without a time."""
        if not time:
            return self.versions[0].number
        moment = datetime.fromisoformat(time)
        number = self.versions[0].number
        for version in self.versions:
            if datetime.fromisoformat(version.since) <= moment:
                number = version.number
        return number

    def known(self, number: Any) -> bool:
        return any(v.number == number and type(number) is int for v in self.versions)


# Version 1 of each game is its rules as served on 2026-11-29; version 2 holds the decisions
# that landed on 2026-11-30, version 3 (Urban War, Walka) those of 2026-12-01, served from
# 2026-12-02. What each version changed: docs/rules/versions.md.
URBAN_WAR = History(
    "urban-war",
    (
        Version(1, "2026-11-29T00:00:00+00:00"),
        Version(2, "2026-11-30T00:00:00+00:00"),
        Version(3, "2026-12-02T00:00:00+00:00"),
    ),
)
UMBRA_TURRIS = History(
    "umbra-turris",
    (
        Version(1, "2026-11-29T00:00:00+00:00"),
        Version(2, "2026-11-30T00:00:00+00:00"),
    ),
)
WALKA = History(
    "walka",
    (
        Version(1, "2026-11-29T00:00:00+00:00"),
        Version(2, "2026-11-30T00:00:00+00:00"),
        Version(3, "2026-12-02T00:00:00+00:00"),
    ),
)
# Dice notation version 2 means what d20 means (docs/rules/versions.md), served from 2026-12-03.
DICE = History(
    "dice",
    (
        Version(1, "2026-11-30T00:00:00+00:00"),
        Version(2, "2026-12-03T00:00:00+00:00"),
    ),
)

HISTORIES: dict[str, History] = {h.system: h for h in (URBAN_WAR, UMBRA_TURRIS, WALKA, DICE)}


def current(system: str) -> int:
    return HISTORIES[system].current


def given(params: Mapping[str, Any], version: int) -> dict:
    """`params` for the rules to run under `version` (verify's recomputation)."""
    return {**params, PARAM: version}


def passed_on(params: Mapping[str, Any], into: Mapping[str, Any]) -> dict:
    """`into` with the version `params` run under, if one was given: a game's settings
    (Urban War's and Umbra Turris's `config`, Walka's `rules`), which every sub-step receives,
    carry the version to each rule that reads it."""
    return {**into, PARAM: params[PARAM]} if PARAM in params else dict(into)
