"""POST /v1/encounters/{id}/roll: a free roll on any system's encounter, on its commit-reveal
stream, logged with its label, recomputed by verify; who may call it is declared once."""

from __future__ import annotations

import pytest

from referee.encounters.model import Actor, verify_log
from referee.encounters.shared import FREE_ROLL
from referee.systems import ENCOUNTER_SYSTEMS
from tests.support.dice_stream import referee_dice_v1
from tests.support.encounters import Encounter
from tests.support.umbra_turris import roster as umbra_turris_roster
from tests.support.urban_war import roster as urban_war_roster
from tests.support.walka import ala, bor

ROSTERS = {
    "urban-war": lambda: urban_war_roster(per_side=1),
    "umbra-turris": umbra_turris_roster,
    "walka": lambda: [ala(), bor()],
}


@pytest.mark.parametrize("system", sorted(ROSTERS))
def test_every_system_takes_a_free_roll_that_verify_recomputes(client, system):
    fight = Encounter(client, system, ROSTERS[system]())
    answer = fight.free_roll({"expression": "4d6kh3 + 2", "label": "Strength, Rook"})
    assert answer["step"] == "free_roll"
    assert answer["label"] == "0"  # the stream label: the log index
    assert answer["outcome"]["label"] == "Strength, Rook"
    assert [r["purpose"] for r in answer["rolls"]] == [f"4d6kh3, die {i}" for i in (1, 2, 3, 4)]
    (entry,) = fight.log()
    assert entry["params"] == {"expression": "4d6kh3 + 2", "label": "Strength, Rook"}
    assert entry["role"] == "gm"
    revealed = fight.reveal()
    seed = f"{revealed['server_seed']}:{revealed['combined_client_seed']}"
    assert [r["value"] for r in answer["rolls"]] == referee_dice_v1(seed, "0", [6] * 4)
    verified = fight.verify()
    assert verified["ok"] is True
    assert verified["steps_recomputed"] == 1


def test_any_side_or_the_game_master_may_roll_and_the_log_says_who(client):
    fight = Encounter(client, "urban-war", urban_war_roster(per_side=1))
    assert FREE_ROLL.actor is Actor.GM_OR_ACTING_SIDE
    # The game master's roll first: a side's first free roll would wait for the other
    # sides' seeds (docs/encounters.md, side seeds).
    fight.free_roll({"expression": "1d100", "label": "wandering monster"})
    for side, token in fight.sides.items():
        fight.free_roll({"expression": "1d20", "label": f"{side} perception"}, token)
    assert [e["role"] for e in fight.log()] == ["gm", *(f"side:{s}" for s in fight.sides)]
    nobody = fight.client.post(
        f"/v1/encounters/{fight.id}/roll", json={"expression": "1d20", "label": "x"}
    )
    assert nobody.status_code == 401


def test_a_free_roll_with_odds_and_a_bad_expression(client):
    fight = Encounter(client, "walka", [ala(), bor()])
    answer = fight.free_roll({"expression": "2d6", "label": "test"}, query="?odds=true")
    (total,) = answer["odds"]["results"]
    assert total["mean_exact"] == "7"
    assert total["actual"] == answer["outcome"]["total"]
    refused = fight.free_roll({"expression": "4d6kh", "label": "x"}, expect=422)
    assert refused["detail"] == "expected a number after kh at column 6"
    no_label = fight.free_roll({"expression": "1d6"}, expect=422)
    assert "label" in no_label["errors"]
    assert len(fight.log()) == 1


def test_a_tampered_free_roll_fails_verify(client):
    """verify re-runs the free roll from its logged expression on the revealed stream: a
    changed total (or a changed expression) is the first mismatch."""
    fight = Encounter(client, "umbra-turris", umbra_turris_roster())
    fight.free_roll({"expression": "1d20+5", "label": "save"})
    revealed = fight.reveal()
    entries = fight.export()["log"]
    system = ENCOUNTER_SYSTEMS["umbra-turris"]
    args = (system, revealed["server_seed"], revealed["combined_client_seed"])
    assert verify_log(*args, entries)["ok"] is True
    entries[0]["outcome"]["total"] += 1
    mismatch = verify_log(*args, entries)["first_mismatch"]
    assert (mismatch["index"], mismatch["field"]) == (0, "outcome")
    entries[0]["bound"]["expression"] = "1d20+6"
    assert verify_log(*args, entries)["ok"] is False
