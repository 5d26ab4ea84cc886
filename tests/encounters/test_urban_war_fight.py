"""A whole Urban War fight through the HTTP API on real Redis: from creation until a side is
wiped out, then reveal, verify, and an offline replay of every roll from the export."""

import hashlib

from tests.support.dice_stream import referee_dice_v1
from tests.support.urban_war import UrbanWar, play_until_the_end, roster


def test_whole_fight_reveal_verify_and_offline_replay(client):
    table = UrbanWar(client, models=roster(per_side=3), client_seed="tournament-7")
    play_until_the_end(table)
    state = table.state
    assert state["phase"] == "ended" and state["winner"] in ("red", "blue", "draw")
    loser_sides = {"red", "blue"} - {state["winner"]}
    for m in state["models"].values():
        if m["side"] in loser_sides:
            assert not m["in_play"]

    log = table.log()
    assert [e["index"] for e in log] == list(range(len(log)))
    assert any(e["step"] == "shooting" for e in log) and any(e["rolls"] for e in log)

    # After the fight, no more steps; revealing publishes the seed that was committed to.
    revealed = table.reveal()
    assert (
        hashlib.sha256(revealed["server_seed"].encode()).hexdigest()
        == table.created["encounter"]["seed_commitment"]
    )
    table.step("initiative", {}, expect=409)
    result = table.verify()
    assert result["ok"] and result["commitment_ok"] and result["entries"] == len(log)

    export = table.export()
    encounter = export["encounter"]
    seed = f"{encounter['server_seed']}:{encounter['client_seed']}"
    replayed = 0
    for entry in export["log"]:
        sides = [r["sides"] for r in entry["rolls"]]
        values = referee_dice_v1(seed, str(entry["index"]), sides)
        assert values == [r["value"] for r in entry["rolls"]], entry["index"]
        replayed += len(values)
    assert replayed > 0
