"""A whole Urban War fight through the HTTP API on real Redis: from creation until a side is
wiped out, then reveal, verify, and an offline replay of every roll from the export."""

import hashlib
import hmac

from .conftest import Table, roster


def play_until_the_end(table: Table, max_steps=600) -> int:
    """Drive the turn structure like a VTT would; returns the number of requests made."""
    requests = 0
    while requests < max_steps:
        state = table.state
        if state["phase"] == "ended":
            return requests
        requests += 1
        if state["phase"] == "command":
            table.all_orders()
            continue
        if state["initiative"] is None:
            table.step("initiative", {})
            continue
        if state["pending_panic"]:
            due = state["pending_panic"][0]
            side = state["models"][due["model"]]["side"]
            table.step(
                "panic-test", {"model": due["model"], "trigger": due["trigger"]}, table.sides[side]
            )
            continue
        if state["activation"]:
            mid = state["activation"]["model"]
            side = state["models"][mid]["side"]
            table.step("end-activation", {"model": mid}, table.sides[side])
            continue
        player = state["active_player"]
        token = table.sides[player]
        mine = [
            m
            for m in state["models"].values()
            if m["side"] == player and m["in_play"] and not m["activated"] and m["has_order"]
        ]
        model = mine[0]
        table.step("activate", {"model": model["id"]}, token)
        enemies = [m for m in state["models"].values() if m["side"] != player and m["in_play"]]
        if model["engaged_with"]:
            table.step("melee", {"target": model["engaged_with"][0]}, token)
        elif requests % 3 == 0 and not any(e["engaged_with"] for e in enemies[:1]):
            table.step(
                "melee",
                {"target": enemies[0]["id"], "charge": True, "charge_distance_in": 5},
                token,
                expect=None,
            )
        else:
            table.step("shooting", {"target": enemies[0]["id"], "distance_in": 10}, token)
    raise AssertionError("the fight did not end")


def referee_dice_v1(seed: str, label: str, sides: list[int]) -> list[int]:
    """A test-side referee-dice-v1 (DESIGN.md), independent of referee.dice."""
    values, words, block = [], [], 0
    for n in sides:
        while True:
            if not words:
                digest = hmac.new(
                    seed.encode(), label.encode() + b"\0" + block.to_bytes(8, "big"), hashlib.sha256
                ).digest()
                words = [int.from_bytes(digest[i : i + 4], "big") for i in range(0, 32, 4)]
                block += 1
            w = words.pop(0)
            if w < 2**32 - 2**32 % n:
                values.append(1 + w % n)
                break
    return values


def test_whole_fight_reveal_verify_and_offline_replay(client):
    table = Table(client, models=roster(per_side=3), client_seed="tournament-7")
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
