"""What an encounter tells a player, from the step declarations alone: each log entry's
`summary` (what happened, in sentences) and the encounter's `next_steps` (what applies
now, and who may take it). Nothing here touches Flask or Redis.

A step says its result with its declared `say` (from the log entry); the
system adds what its changes mean (`EncounterSystem.say_changes`: "r1 is out of action.").
Both read only the log entry, so an entry logged before summaries were kept is said the
same way when it is served.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from referee.encounters import model as m

CORRECTIONS = {
    "gm.add_model": "The game master adds {id} to the roster.",
    "gm.edit_model": "The game master corrects {id}.",
    "gm.remove_model": "The game master removes {id} from the encounter.",
}


def words(name: str) -> str:
    """A step's name as words: `shooting.hit` -> "shooting hit"."""
    return name.replace(".", " ").replace("_", " ")


def _corrected(entry: Mapping[str, Any]) -> str:
    params = entry.get("params") or {}
    model_id = params.get("id") or params.get("model_id")
    if model_id is None:
        # A removal names its model in the path; its change says which one it was.
        paths = [c.get("path", "") for c in entry.get("changes") or []]
        ids = [p.split(".")[1] for p in paths if p.startswith("models.") and p.count(".") == 1]
        model_id = ids[0] if ids else "a model"
    text = CORRECTIONS.get(str(entry.get("step")), "The game master corrects the roster.")
    return text.format(id=model_id)


def _joined(sentences: Iterable[str]) -> str:
    """The sentences once each, in order."""
    seen: list[str] = []
    for sentence in sentences:
        sentence = sentence.strip()
        if sentence and sentence not in seen and not any(sentence in s for s in seen):
            seen.append(sentence)
    return " ".join(seen)


def summary(system: m.EncounterSystem, entry: Mapping[str, Any]) -> str:
    """A log entry's result in sentences: the step's own, then what its changes mean."""
    if m.is_correction(dict(entry)):
        said = _corrected(entry)
    else:
        step = system.step(str(entry.get("step")))
        if step is None or step.say is None:
            said = f"{words(str(entry.get('step'))).capitalize()}."
        else:
            said = step.say(entry)
    changed = system.say_changes(entry.get("changes") or []) if system.say_changes else []
    return _joined([said, *changed])


def with_summary(system: m.EncounterSystem, entry: dict) -> dict:
    """The entry as served: one logged before summaries were kept gets one, said now from
    the entry (it is not part of the entry's hash: the export shows the entry as logged)."""
    if "summary" in entry:
        return entry
    return {**entry, "summary": summary(system, entry)}


# -- what applies now


def _who(step: m.EncounterStep, state: m.State, sides: list[str]) -> list[str]:
    takers = step.takers(state) if step.takers is not None else sides
    roles = [] if step.actor is m.Actor.EITHER_SIDE else ["gm"]
    if step.actor is not m.Actor.GM:
        roles += [f"side:{side}" for side in takers]
    return roles


def next_steps(
    system: m.EncounterSystem, doc: Mapping[str, Any], given: Iterable[str] = ()
) -> list[dict]:
    """The steps that apply now, each with who may take it (`gm`, `side:<name>`), from each
    step's `when` and `takers`; a sealed step lists the parts still awaited (`given`: the
    `<step>:<part>` fields already sealed). After the reveal nothing applies."""
    if doc.get("revealed"):
        return []
    state = doc["state"]
    sides = list(doc.get("sides") or [])
    given = set(given)
    offered = []
    for step in system.all_steps:
        if step.when is not None and not step.when(state):
            continue
        offer: dict[str, Any] = {"step": step.name, "path": step.path}
        who = _who(step, state, sides)
        if step.sealed is not None:
            awaited = [p for p in step.sealed.parts(state) if f"{step.name}:{p}" not in given]
            if not awaited:
                continue
            offer["awaited"] = awaited
            # A part is named by its side, perhaps with its round (`red#1`).
            sides_awaited = {part.split("#", 1)[0] for part in awaited}
            who = [r for r in who if not r.startswith("side:") or r[5:] in sides_awaited]
        offer["who"] = who
        offer["description"] = _plain(step.summary.split("\n", 1)[0])
        offered.append(offer)
    return offered


def _plain(text: str) -> str:
    """A declaration's summary without its references to the rules text."""
    text = re.sub(r"\s*\((?:§|R\d)[^)]*\)", "", text)
    return text.replace("`", "").strip()


# -- what a refusal of the state says to do instead

# The references to the rules text a detail may carry: a rules document's section in
# parentheses, or a rule's number such as "(R32)".
_REFERENCES = re.compile(r"\s*\((?:[a-z-]+\.md\s*)?(?:§|R\d)[^)]*\)|\s*\([a-z-]+\.md[^)]*\)")


def plain_words(detail: str) -> str:
    """A refusal in player words: no references to the rules text, no code quotes."""
    return _REFERENCES.sub("", detail).replace("`", "")


def _offer_words(offer: Mapping[str, Any]) -> str:
    name = offer["path"].replace("/", " ").replace("-", " ")
    sides = [r.removeprefix("side:") for r in offer["who"] if r.startswith("side:")]
    if offer["who"] == ["gm"]:
        return f"{name} (the game master)"
    return f"{name} ({', '.join(sides)})" if sides else name


def what_now(system: m.EncounterSystem, doc: Mapping[str, Any], given: Iterable[str]) -> str:
    """What a 409 says to do instead, in player words: the steps that apply now and who may
    take them (`next_steps`), or nothing when none does."""
    offers = next_steps(system, doc, given)
    if not offers:
        return ""
    steps = [_offer_words(offer) for offer in offers]
    listed = steps[0] if len(steps) == 1 else f"{', '.join(steps[:-1])} or {steps[-1]}"
    return f"What you can do now: {listed}."
