"""Every encounter step answer and log entry says what happened (`summary`), in the game's
words, and a 409 says what to do instead.

Each expected sentence is worked out here from the rules as the games state them and the
dice the answer shows (never from the code that writes the sentence): an Urban War rifle shot
at 10 in needs 4+ on the d10 (SH 5, +1 at short range, 10 to hit) and its damage 4+
(Strength 5 - Toughness 3, 6 to wound); an Umbra Turris standard attack is d6 + WS + the
weapon's modifier against d6 + WS, its damage the difference; a Walka hit test is the skill
die + DEX against the defence's dc (1 with no defence).
"""

from __future__ import annotations

import orjson

from referee import chain
from tests.support.umbra_turris import UmbraTurris, champion, victim
from tests.support.urban_war import UrbanWar, roster
from tests.support.walka import Walka, ala, bor


def sentences(text: str) -> list[str]:
    return [s if s.endswith(".") else f"{s}." for s in text.split(". ")]


def rolled(answer: dict, purpose: str) -> int | None:
    return next((r["value"] for r in answer["rolls"] if r["purpose"].startswith(purpose)), None)


# -- Urban War -----------------------------------------------------------------------------------


def expected_shot(shooter: str, target: str, answer: dict) -> list[str]:
    hit_die = rolled(answer, "hit roll")
    head = f"{shooter} shoots {target} at 10 in: hit roll {hit_die} against 4+"
    hit = hit_die == 10 or (hit_die != 1 and hit_die >= 4)
    if not hit:
        return [f"{head}, miss."]
    damage_die = rolled(answer, "damage roll")
    wound = damage_die == 10 or (damage_die != 1 and damage_die >= 4)
    words = "wound" if wound else "no wound"
    said = [f"{head}, hit; damage roll {damage_die} against 4+, {words}."]
    return [*said, f"{target} is out of action."] if wound else said


def test_urban_war_fight_is_told_in_sentences(client):
    table = UrbanWar(client, models=roster(per_side=2), client_seed="told-1")
    for side, token in table.sides.items():
        mine = {m: "snap_fire" for m, v in table.state["models"].items() if v["side"] == side}
        answer = table.step("orders", {"orders": mine}, token, expect=None).get_json()
    assert sentences(answer["summary"]) == [
        "red and blue give their orders, face down until each model acts.",
        "The activation phase begins: roll initiative.",
    ]
    answer = table.step("initiative", {}).get_json()
    dice = [r["value"] for r in answer["rolls"]]
    first = "It is {}'s turn to activate a model."
    told = sentences(answer["summary"])
    red, blue = dice[-2], dice[-1]  # the last pair decides; ties roll again
    assert (
        told[0].startswith("Initiative: red rolls")
        and f"red rolls {red}, blue rolls {blue}" in told[0]
    )
    winner = "red" if red > blue else "blue"
    assert told[1:] == [f"{winner} wins; {winner} goes first.", first.format(winner)]
    seen = {"miss": 0, "no wound": 0, "out": 0}
    for _ in range(60):
        state = table.state
        if state["phase"] == "ended":
            break
        if state["phase"] == "command":
            table.orders()
            table.step("initiative", {})
            continue
        player = state["active_player"]
        token = table.sides[player]
        mine = [
            m
            for m in state["models"].values()
            if m["side"] == player and m["in_play"] and not m["activated"] and m["has_order"]
        ]
        enemy = next(m for m in state["models"].values() if m["side"] != player and m["in_play"])
        activated = table.step("activate", {"model": mine[0]["id"]}, token).get_json()
        assert activated["summary"] == f"{mine[0]['id']} is activated."
        answer = table.step(
            "shooting", {"target": enemy["id"], "distance_in": 10}, token
        ).get_json()
        expected = expected_shot(mine[0]["id"], enemy["id"], answer)
        told = sentences(answer["summary"])
        assert told[: len(expected)] == expected, answer["summary"]
        seen[
            "miss" if expected[0].endswith("miss.") else "no wound" if len(expected) == 1 else "out"
        ] += 1
    # Every side but one was shot out of action; misses and wounds came as the dice fell.
    assert table.state["phase"] == "ended" and seen["out"] >= 2, seen
    winner = table.state["winner"]
    log = table.log()
    assert log[-1]["summary"].endswith(f"{winner} wins the fight.")
    # The log says what the answers said: the same sentence, stored with the entry.
    assert all(entry["summary"] for entry in log)
    assert [e["summary"] for e in log if e["step"] == "activate"][0].endswith("is activated.")


def test_a_409_says_what_to_do_instead(client):
    table = UrbanWar(client, models=roster(per_side=1), client_seed="told-2")
    table.orders()
    table.step("initiative", {})
    player = table.state["active_player"]
    answer = table.step(
        "shooting", {"target": "r1", "distance_in": 10}, table.sides[player], expect=409
    )
    detail = answer.get_json()["detail"]
    assert detail.startswith("no model is taking an action: start one with activate")
    assert detail.endswith(
        f"What you can do now: activate ({player}), panic test (red, blue), "
        "command test (red, blue) or roll (red, blue)."
    )


# -- Umbra Turris ----------------------------------------------------------------------------------


def test_umbra_turris_melee_is_told_in_sentences(client):
    table = UmbraTurris(client, models=[champion("r1", "red"), victim("b1", "blue")])
    assert (
        table.step("charge", {"attacker": "r1", "defender": "b1"}, table.red).get_json()["summary"]
        == "r1 charges b1: they are engaged in melee."
    )
    exchange = table.exchange("r1", "b1", table.red)
    # The same location parries (no dice when both choose it).
    table.step("melee/parry", {"exchange": exchange, "location": "head"}, table.red, expect=202)
    answer = table.step("melee/parry", {"exchange": exchange, "location": "head"}, table.blue)
    assert answer.get_json()["summary"] == "r1 aims at the head, b1 guards the head: parried."
    exchange = table.exchange("r1", "b1", table.red)
    table.step("melee/parry", {"exchange": exchange, "location": "head"}, table.red, expect=202)
    answer = table.step("melee/parry", {"exchange": exchange, "location": "body"}, table.blue)
    assert answer.get_json()["summary"] == (
        "r1 aims at the head, b1 guards the body: the attack gets through."
    )
    body = {"attacker": "r1", "defender": "b1", "attack_type": "standard"}
    answer = table.step("melee/attack", body, table.red).get_json()
    a1, d1 = answer["rolls"][0]["value"], answer["rolls"][1]["value"]
    total, against = a1 + 9 + 3, d1 + 0  # d6 + WS 9 + weapon +3 against d6 + WS 0
    assert answer["summary"] == (
        f"r1's standard attack on b1: rolled {a1} (total {total}) against {d1} (total "
        f"{against}), {total - against} damage. b1 is out of action."
    )


# -- Walka ---------------------------------------------------------------------------------------


def test_walka_strike_is_told_in_sentences(client):
    table = Walka(client, [ala(), bor()], client_seed="told-3")
    answer = table.step("initiative", {}, table.sides["south"]).get_json()
    assert answer["summary"] == "Turn order: Ala, Bor."  # SPD 12 before SPD 10, no tie
    assert table.no_defence("Bor", "Ala")["summary"] == (
        "Bor defends. No defence: the attack needs dc 1."
    )
    body = {
        "attacker": "Ala",
        "target": "Bor",
        "location_mode": "chosen",
        "location": "torso",
        "form": "cut",
    }
    answer = table.step("strike", body, table.sides["north"]).get_json()
    n = answer["rolls"][0]["value"]  # the sword's d10
    end = "fumble, miss" if n == 1 else "critical hit" if n == 10 else "hit"
    told = sentences(answer["summary"])
    assert told[:2] == [
        "Ala attacks Bor (cut at the torso).",
        f"Ala's hit test on Bor: d10 rolled {n}, total {n + 3} against dc 1, {end}.",
    ]
    if end != "fumble, miss":
        hp = table.char("Bor")["hp"]
        assert f"HP 80 to {hp}." in answer["summary"]


# -- entries logged before summaries were kept ------------------------------------------------


def test_entries_without_a_summary_still_verify_and_are_told_when_served(app, client):
    """An encounter whose entries were logged (and chained) before summaries existed: its
    log is served with a summary said from each entry, and its export, as logged, verifies
    (chain, signatures, recomputation)."""
    table = UrbanWar(client, models=roster(per_side=1), client_seed="old-1")
    table.orders()
    table.step("initiative", {})
    told = [e["summary"] for e in table.log()]
    store = app.extensions["referee.encounters"].store
    key = f"referee:{{{table.id}}}"
    # Rewrite the stored log as an older service wrote it: no summary, chained without one.
    old = []
    head = table.created["encounter"]["seed_commitment"]
    for entry in store.log_range(table.id, 0, 100):
        entry = {k: v for k, v in entry.items() if k not in ("summary", "prev_hash", "hidden_hash")}
        server_seed = store.client.hget(f"{key}:secret", "server_seed").decode()
        head = chain.link(entry, head, server_seed)
        old.append(entry)
    store.client.delete(f"{key}:log")
    store.client.rpush(f"{key}:log", *[orjson.dumps(e) for e in old])
    _, doc = store.read(table.id)
    store.client.hset(f"{key}:doc", "body", orjson.dumps({**doc, "head_hash": head}))

    assert [e["summary"] for e in table.log()] == told
    table.reveal()
    export = table.export()
    assert all("summary" not in entry for entry in export["log"])
    result = table.verify()
    assert result["ok"] and result["chain_ok"] and result["signed"], result


def test_free_rolls_and_corrections_are_told_too(client):
    table = UrbanWar(client, models=roster(per_side=2), client_seed="told-4")
    answer = table.free_roll({"expression": "1d6", "label": "weather"})
    assert answer["summary"] == f"weather: rolled 1d6, total {answer['rolls'][0]['value']}."
    removed = client.delete(table.url("/urban-war/models/r2"), headers=table.auth(table.gm))
    assert removed.status_code == 200, removed.get_json()
    assert removed.get_json()["summary"] == "The game master removes r2 from the encounter."
    assert [e["summary"] for e in table.log()][-1] == removed.get_json()["summary"]
