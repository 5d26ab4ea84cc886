"""Forged exports, one of each kind a verifier must refuse (issue 28): each is a real
export with one thing done to it, as someone who wants another result would do it.

Each forgery answers the export and where the first failure must be: (check, index,
field), None where more than one answer is right.
"""

from __future__ import annotations

import copy
import hashlib
import secrets

from referee import chain, signing
from referee.encounters import model as m
from referee.encounters import proof, seeds
from referee.systems import ENCOUNTER_SYSTEMS


def revealed_fight(client) -> tuple[dict, dict]:
    """A fight played to its end, revealed and exported, and the service's key set."""
    from tests.support.urban_war import UrbanWar, play_until_the_end

    table = UrbanWar(client)
    play_until_the_end(table, 60)
    table.reveal()
    return table.export(), client.get("/.well-known/jwks.json").get_json()


def first_rolled(export: dict) -> int:
    return next(i for i, e in enumerate(export["log"]) if e["rolls"])


def changed_outcome(export: dict):
    """An outcome edited, the chain and the head recomputed to hide it."""
    forged = copy.deepcopy(export)
    at = first_rolled(forged)
    entry = forged["log"][at]
    entry["outcome"] = {**entry["outcome"], "forged": True}
    rechain(forged)
    return forged, ("recompute", at, "outcome")


def dropped_entry(export: dict):
    """An entry taken out of the middle, the later ones left as they were."""
    forged = copy.deepcopy(export)
    at = len(forged["log"]) // 2
    del forged["log"][at]
    return forged, ("recompute", at, "index")


def dropped_entry_renumbered(export: dict):
    """An entry taken out of the middle and the later ones renumbered: the chain says so."""
    forged = copy.deepcopy(export)
    at = len(forged["log"]) // 2
    del forged["log"][at]
    for i, entry in enumerate(forged["log"]):
        entry["index"] = i
    # Its dice now come from the wrong label, and its prev_hash names the dropped entry:
    # the first failure is at `at`, whichever check a verifier makes first.
    return forged, (None, at, None)


def made_up_seed(export: dict):
    """Another server seed with its matching commitment, every roll and outcome recomputed
    with it and the chain rebuilt: consistent, but not what the service signed."""
    forged = copy.deepcopy(export)
    doc = forged["encounter"]
    doc["server_seed"] = secrets.token_hex(16)
    doc["seed_commitment"] = hashlib.sha256(doc["server_seed"].encode()).hexdigest()
    system = ENCOUNTER_SYSTEMS[doc["system"]]
    client_seed = seeds.revealed_client_seed(doc)
    for i, entry in enumerate(forged["log"]):
        rules = system.rules_by_step.get(entry["step"])
        if rules is None:
            continue
        dice = m.dice_for_step(doc["server_seed"], client_seed, i)
        entry["outcome"] = rules(entry["bound"], dice)
        entry["rolls"] = [
            {"sides": r.sides, "value": r.value, "purpose": r.purpose} for r in dice.rolls
        ]
    rechain(forged)
    return forged, ("signature", None, "signatures.commitment")


def other_key(export: dict):
    """Signed again, with a key that is not the service's."""
    forged = copy.deepcopy(export)
    keys = signing.Keys(lambda: (signing.new_private_pem(), True), [])
    doc = forged["encounter"]
    doc["signatures"] = {
        "commitment": keys.sign(proof.commitment_payload(doc)),
        "record": keys.sign(proof.record_payload(doc)),
    }
    return forged, ("signature", None, "signatures.commitment")


def rolls_emptied(export: dict):
    """Every entry's rolls set to []: nothing left to compare, which must not pass."""
    forged = copy.deepcopy(export)
    for entry in forged["log"]:
        entry["rolls"] = []
    return forged, ("recompute", first_rolled(export), "rolls.0")


FORGERIES = [
    changed_outcome,
    dropped_entry,
    dropped_entry_renumbered,
    made_up_seed,
    other_key,
    rolls_emptied,
]


def where_offline(forge, export) -> str:
    """Where the offline check fails first: it has the dice, the chain and the signatures,
    not the rules, so an outcome forged and re-chained shows as the record's signature."""
    at = len(export["log"]) // 2
    return {
        "changed_outcome": "signatures.record",
        "dropped_entry": f"log[{at}]",
        "dropped_entry_renumbered": f"log[{at}]",
        "made_up_seed": "signatures.commitment",
        "other_key": "signatures.commitment",
        "rolls_emptied": f"log[{first_rolled(export) + 1}]",
    }[forge.__name__]


def rechain(export: dict) -> None:
    """The chain and the head as a forger would write them again after a change."""
    doc = export["encounter"]
    head = doc["seed_commitment"]
    for entry in export["log"]:
        head = chain.link(entry, head, doc["server_seed"])
    doc["head_hash"] = head
