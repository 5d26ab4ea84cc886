"""Seeds from the players (DESIGN.md, "Fairness and who may do what"), through the HTTP API
on real Redis: who may send one, once per side, closed at the first die, what a seed may
hold, `require_side_seeds`, sealed until the reveal, and the combined client seed the dice
use, checked against strings written out here by hand and an independent referee-dice-v1.
"""

from __future__ import annotations

import json
import threading

import pytest
import redis

from tests.support.dice_stream import referee_dice_v1
from tests.support.encounters import Encounter
from tests.support.problems import assert_problem
from tests.support.umbra_turris import champion, victim
from tests.support.urban_war import UrbanWar, roster
from tests.support.walka import ala, bor


def urban_war(client, **kwargs) -> UrbanWar:
    return UrbanWar(client, roster(per_side=1), **kwargs)


def rolls_match(export: dict, combined: str) -> int:
    """Every logged die is referee-dice-v1 of server_seed:<combined>, label = log index."""
    seed = f"{export['encounter']['server_seed']}:{combined}"
    checked = 0
    for entry in export["log"]:
        sides = [r["sides"] for r in entry["rolls"]]
        assert referee_dice_v1(seed, str(entry["index"]), sides) == [
            r["value"] for r in entry["rolls"]
        ], entry
        checked += len(sides)
    return checked


# -- who may send a seed -------------------------------------------------------------------


def test_only_a_side_token_sends_its_sides_seed(client):
    fight = urban_war(client)
    other = urban_war(client)
    url = f"/v1/encounters/{fight.id}/seeds"

    # No token: 401 before the body is even read (a bad body does not answer 422 first).
    for body in ({"seed": "lucky"}, {"seed": "a|b"}, {}):
        r = client.post(url, json=body)
        assert r.headers["WWW-Authenticate"].startswith("Bearer")
        assert_problem(r, 401, "token")
    assert_problem(fight.seed("not-a-token", "lucky", expect=None), 401, "not valid")
    assert_problem(fight.seed(other.sides["red"], "lucky", expect=None), 401, "not valid")
    assert_problem(fight.seed(other.gm, "lucky", expect=None), 401, "not valid")
    body = assert_problem(fight.seed(fight.gm, "lucky", expect=None), 403, "only a side")
    assert body["code"] == "forbidden"
    r = client.post(
        "/v1/encounters/0123456789abcdef0123456789abcdef/seeds",
        json={"seed": "lucky"},
        headers=fight.auth(fight.sides["red"]),
    )
    assert_problem(r, 404, "unknown")
    assert fight.get()["side_seeds_contributed"] == []

    answer = fight.seed(fight.sides["red"], "lucky")
    assert answer.get_json() == {
        "encounter_id": fight.id,
        "side": "red",
        "side_seeds_contributed": ["red"],
        "awaited": ["blue"],
        "version": 2,
    }
    assert answer.headers["ETag"] == '"2"'
    assert "lucky" not in answer.get_data(as_text=True)


def test_a_side_sends_its_seed_once(client):
    fight = urban_war(client)
    # Blue first: the document still lists the sides in roster order.
    fight.seed(fight.sides["blue"], "blue-1", **{"Idempotency-Key": "blue-seed-key-0001"})
    replay = fight.seed(fight.sides["blue"], "blue-1", **{"Idempotency-Key": "blue-seed-key-0001"})
    assert replay.get_json()["version"] == 2  # the first answer again, nothing new applied
    body = assert_problem(fight.seed(fight.sides["blue"], "blue-2", expect=None), 409, "already")
    assert body["code"] == "side_seed_given"
    assert_problem(fight.seed(fight.sides["blue"], "blue-1", expect=None), 409, "once")
    fight.seed(fight.sides["red"], "red-1")
    doc = fight.get()
    assert doc["side_seeds_contributed"] == ["red", "blue"] and doc["version"] == 3
    assert_problem(fight.seed(fight.sides["red"], "red-2", expect=None), 409, "already")

    fight.orders()
    fight.step("initiative")
    fight.reveal()
    export = fight.export()
    # The first seed stands: the second ones were refused and changed nothing.
    assert export["encounter"]["side_seeds"] == {"red": "red-1", "blue": "blue-1"}
    assert rolls_match(export, "table|red=red-1|blue=blue-1") > 0


def test_if_match_guards_a_seed_like_any_change(client):
    fight = urban_war(client)
    fight.seed(fight.sides["red"], "red", **{"If-Match": '"2"'}, expect=412)
    fight.seed(fight.sides["red"], "red", **{"If-Match": '"1"'})
    assert fight.get()["version"] == 2


# -- closed at the first die ---------------------------------------------------------------


def test_seeds_close_at_the_first_die_not_at_steps_that_roll_nothing(client):
    fight = urban_war(client)
    fight.seed(fight.sides["red"], "early")
    fight.orders()  # sealed orders roll nothing
    doc = fight.get()
    assert doc["log_length"] == 1 and doc["side_seeds_open"] is True
    fight.step("initiative")  # the first die
    assert fight.log()[-1]["rolls"]
    assert fight.get()["side_seeds_open"] is False
    body = assert_problem(fight.seed(fight.sides["blue"], "late", expect=None), 409, "first die")
    assert body["code"] == "side_seeds_closed"
    fight.reveal()
    assert_problem(fight.seed(fight.sides["blue"], "late", expect=None), 409, "revealed")
    assert fight.get()["side_seeds"] == {"red": "early"}


def test_walka_initiative_without_a_tie_rolls_nothing_and_leaves_seeds_open(client):
    fight = Encounter(client, "walka", [ala(), bor()])
    north, south = fight.sides["north"], fight.sides["south"]
    answer = fight.step("initiative", {}, south).get_json()
    assert answer["rolls"] == []  # SPD 12 against 10: no tie, no die (walka.md §2)
    assert fight.get()["side_seeds_open"] is True
    fight.seed(north, "after initiative")
    fight.seed(south, "south too")
    strike = {"attacker": "Ala", "target": "Bor", "location_mode": "random"}
    block = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    fight.step("defense", block, south)  # the defender's own roll, its first die
    fight.step("strike", {**strike, "form": "cut"}, north)
    assert fight.get()["side_seeds_open"] is False
    assert_problem(fight.seed(south, "too late", expect=None), 409, "already")


def test_a_seed_racing_the_first_roll_is_either_in_the_dice_or_refused(client, app):
    for trial in range(6):
        fight = urban_war(client, client_seed=f"race-{trial}")
        fight.orders()
        answers = {}

        def send_seed(fight=fight, answers=answers):
            answers["seed"] = app.test_client().post(
                f"/v1/encounters/{fight.id}/seeds",
                json={"seed": "racer"},
                headers=fight.auth(fight.sides["blue"]),
            )

        def roll(fight=fight, answers=answers):
            answers["roll"] = app.test_client().post(
                f"/v1/encounters/{fight.id}/urban-war/initiative",
                json={},
                headers=fight.auth(fight.gm),
            )

        threads = [threading.Thread(target=send_seed), threading.Thread(target=roll)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert answers["roll"].status_code == 200, answers["roll"].data
        assert answers["seed"].status_code in (200, 409), answers["seed"].data
        fight.reveal()
        export = fight.export()
        if answers["seed"].status_code == 200:
            assert export["encounter"]["side_seeds"] == {"blue": "racer"}
            rolls_match(export, f"race-{trial}|blue=racer")
        else:
            assert export["encounter"]["side_seeds"] == {}
            rolls_match(export, f"race-{trial}")
        assert fight.verify()["ok"]


# -- what a seed may hold --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"seed": ""}, "empty"),
        ({"seed": "x" * 65}, "65 characters long; at most 64"),
        ({"seed": "mine|blue=forged"}, "except | and ="),
        ({"seed": "blue=forged"}, "'='"),
        ({"seed": "żółw"}, "'ó'"),
        ({"seed": "tab\there"}, "U+0009 (an invisible control character)"),
        ({"seed": 42}, "must be text"),
        ({"seed": None}, "not null"),
        ({}, 'send your side\'s seed as {"seed": "..."}'),
        ({"seed": "ok", "side": "blue"}, "is not a field"),
    ],
)
def test_a_seed_is_1_to_64_plain_characters_without_separators(client, body, words):
    fight = urban_war(client)
    r = client.post(
        f"/v1/encounters/{fight.id}/seeds", json=body, headers=fight.auth(fight.sides["red"])
    )
    found = assert_problem(r, 422)
    assert words in found["detail"], found
    assert fight.get()["side_seeds_contributed"] == []


def test_every_printable_ascii_character_but_the_separators_is_a_seed(client):
    fight = urban_war(client, client_seed="")
    printable = "".join(chr(c) for c in range(0x20, 0x7F) if chr(c) not in "|=")
    assert len(printable) == 93
    red, blue = printable[:64], printable[64:]  # exactly 64, and the 29 left over
    fight.seed(fight.sides["red"], red)
    fight.seed(fight.sides["blue"], blue)
    fight.orders()
    fight.step("initiative")
    revealed = fight.reveal()
    assert revealed["side_seeds"] == {"red": red, "blue": blue}
    assert rolls_match(fight.export(), f"|red={red}|blue={blue}") > 0


# -- the dice's seed holds 256 bytes ---------------------------------------------------------------


def test_the_longest_client_seed_and_side_seeds_still_roll_and_verify(client):
    """server_seed (32) + ":" + client_seed (128) + "|red=" + "|blue=" leaves 84 bytes of the
    256 referee-dice-v1 takes: 42 for each side. A longer seed is refused before it is kept,
    so no step can later fail on a seed too long to roll from (it was a 500)."""
    fight = urban_war(client, client_seed="c" * 128)
    assert fight.get()["side_seed_max"] == 42
    r = client.post(
        f"/v1/encounters/{fight.id}/seeds",
        json={"seed": "r" * 43},
        headers=fight.auth(fight.sides["red"]),
    )
    found = assert_problem(r, 422, "43 characters long", "at most 42", code="side_seed_too_long")
    assert "256-byte" in found["detail"]
    assert fight.get()["side_seeds_contributed"] == []
    fight.seed(fight.sides["red"], "r" * 42)
    fight.seed(fight.sides["blue"], "b" * 42)
    fight.orders()
    fight.step("initiative")
    combined = f"{'c' * 128}|red={'r' * 42}|blue={'b' * 42}"
    assert len(f"{fight.reveal()['server_seed']}:{combined}".encode()) == 256
    assert rolls_match(fight.export(), combined) > 0
    assert fight.verify()["ok"]


def test_a_short_client_seed_leaves_every_side_its_64_characters(client):
    assert urban_war(client, client_seed="table").get()["side_seed_max"] == 64


def test_a_client_seed_is_at_most_128_bytes_of_utf8(client):
    r = client.post(
        "/v1/encounters",
        json={"system": "urban-war", "models": roster(1), "client_seed": "ż" * 65},
    )
    found = assert_problem(r, 422, field="client_seed")
    assert "130 bytes of UTF-8 (65 characters); at most 128" in found["errors"]["client_seed"][0]


def test_require_side_seeds_is_refused_where_no_side_could_send_one(client):
    """Walka takes any number of sides: 12 of 16-character names fill the room, and an
    encounter waiting for seeds no side could send would never roll."""
    sides = [f"warband-of-{i:05d}" for i in range(12)]
    models = [ala(id=f"c{i}", side=side) for i, side in enumerate(sides)]
    r = client.post(
        "/v1/encounters",
        json={"system": "walka", "models": models, "require_side_seeds": True},
    )
    assert_problem(
        r,
        422,
        "12 sides",
        "shorten the client_seed or the side names",
        code="no_room_for_side_seeds",
    )
    fight = Encounter(client, "walka", models)
    assert fight.get()["side_seed_max"] == 0


# -- require_side_seeds -------------------------------------------------------------------------


def test_require_side_seeds_holds_rolled_steps_and_names_the_sides_awaited(client):
    fight = urban_war(client, require_side_seeds=True)
    assert fight.get()["require_side_seeds"] is True
    fight.orders()  # rolls nothing: allowed
    body = assert_problem(fight.step("initiative", expect=None), 409, "red, blue")
    assert body["code"] == "side_seeds_awaited"
    fight.seed(fight.sides["blue"], "b")
    detail = assert_problem(fight.step("initiative", expect=None), 409, "awaited from red")[
        "detail"
    ]
    assert "blue" not in detail.split("awaited from")[1].split("(")[0]
    assert fight.get()["log_length"] == 1  # nothing was rolled or logged while waiting
    fight.seed(fight.sides["red"], "r")
    fight.step("initiative")
    fight.reveal()
    assert rolls_match(fight.export(), "table|red=r|blue=b") > 0
    assert fight.verify()["ok"]


def test_without_require_side_seeds_nothing_waits(client):
    fight = urban_war(client)
    assert fight.get()["require_side_seeds"] is False
    fight.orders()
    fight.step("initiative")


def test_a_sealed_part_that_would_roll_waits_and_is_not_kept(client):
    fight = Encounter(
        client,
        "umbra-turris",
        [champion("r1", "red"), victim("b1", "blue")],
        require_side_seeds=True,
    )
    red, blue = fight.sides["red"], fight.sides["blue"]
    fight.step("charge", {"attacker": "r1", "defender": "b1"}, red)  # rolls nothing
    fight.step("melee/exchange", {"attacker": "r1", "defender": "b1"}, red)
    ex = fight.state["exchange"]["id"]
    parry = {"exchange": ex, "location": "head"}
    assert_problem(fight.step("melee/parry", parry, red, expect=None), 409, "red, blue")
    fight.seed(red, "r")
    fight.seed(blue, "b")
    # Red's refused part was not kept: blue's part alone still waits for red's.
    waiting = fight.step("melee/parry", {**parry, "location": "legs"}, blue, expect=202)
    assert waiting.get_json()["waiting_for"] == [f"red#{ex}"]
    fight.step("melee/parry", parry, red)
    fight.reveal()
    assert fight.verify()["ok"]


# -- sealed until the reveal ----------------------------------------------------------------------


def test_a_side_seed_stays_sealed_until_the_reveal(client, redis_url):
    fight = urban_war(client)
    red_seed, blue_seed = "Red-Secret-7781", "Blue-Secret-2294"
    fight.seed(fight.sides["red"], red_seed)
    fight.seed(fight.sides["blue"], blue_seed)
    fight.orders()
    fight.step("initiative")

    def shown(token=None) -> str:
        return json.dumps([fight.get(token), fight.log(token), fight.export(token)])

    for token in (None, fight.gm, fight.sides["red"], fight.sides["blue"]):
        seen = shown(token)
        assert red_seed not in seen and blue_seed not in seen
    doc = fight.get(fight.gm)
    assert doc["side_seeds"] is None and doc["side_seeds_contributed"] == ["red", "blue"]
    r = client.get(f"/v1/encounters/{fight.id}/verify")
    assert_problem(r, 409, "revealed")
    # Not in the stored document either (only in the encounter's secret hash).
    stored = redis.Redis.from_url(redis_url).hget(f"referee:{{{fight.id}}}:doc", "body")
    assert b"Secret-" not in stored

    revealed = fight.reveal()
    assert revealed["side_seeds"] == {"red": red_seed, "blue": blue_seed}
    assert revealed["client_seed"] == "table"
    assert revealed["combined_client_seed"] == f"table|red={red_seed}|blue={blue_seed}"
    assert fight.get()["side_seeds"] == {"red": red_seed, "blue": blue_seed}
    assert rolls_match(fight.export(), f"table|red={red_seed}|blue={blue_seed}") > 0


# -- the combined client seed ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("client_seed", "sides", "seeds", "combined"),
    [
        ("table", ("red", "blue"), {}, "table"),  # no side seed: as before
        ("table", ("red", "blue"), {"blue": "b"}, "table|blue=b"),  # red sent none
        (None, ("red", "blue"), {"red": "r", "blue": "b"}, "|red=r|blue=b"),  # no client_seed
        ("", ("red", "blue"), {"red": "r"}, "|red=r"),
        ("t", ("a|b", "c=d%"), {"a|b": "x", "c=d%": "y%7C"}, "t|a%7Cb=x|c%3Dd%25=y%7C"),
    ],
)
def test_the_dice_roll_from_the_combined_client_seed(client, client_seed, sides, seeds, combined):
    models = [dict(m, side=sides[0] if m["side"] == "red" else sides[1]) for m in roster(1)]
    fight = UrbanWar(client, models, client_seed=client_seed)
    for side, seed in seeds.items():
        fight.seed(fight.sides[side], seed)
    fight.orders()
    fight.step("initiative")
    revealed = fight.reveal()
    assert revealed["combined_client_seed"] == combined
    assert rolls_match(fight.export(), combined) > 0
    result = fight.verify()
    assert result["ok"] and result["commitment_ok"]


def test_verify_fails_when_a_published_side_seed_is_not_the_one_rolled_with(client, redis_url):
    fight = urban_war(client)
    fight.seed(fight.sides["red"], "honest")
    fight.orders()
    fight.step("initiative")
    # The initiative's two d10s match under another seed 1 time in 100 or so; three command
    # tests more make a forged seed that rolls the very same dice a 1-in-10^8 chance.
    for _ in range(3):
        fight.step("command-test", {"model": "r1"})
    fight.reveal()
    assert fight.verify()["ok"]
    # Tamper with the stored, revealed document: verify recomputes and notices.
    store = redis.Redis.from_url(redis_url)
    key = f"referee:{{{fight.id}}}:doc"
    doc = json.loads(store.hget(key, "body"))
    doc["side_seeds"] = {"red": "forged"}
    store.hset(key, "body", json.dumps(doc))
    result = fight.verify()
    assert not result["ok"]
    assert result["first_mismatch"]["step"] in {"initiative", "command_test"}


# -- issue 32: no side's free roll closes another's window; one input, one combination ------


def test_a_sides_first_roll_waits_for_the_other_sides_seed(client):
    """A free roll with a side's token right after creation would draw the first die and
    close the window for the side that has not sent its seed yet: it is refused, before any
    die, until every other side has sent one."""
    fight = urban_war(client)
    red, blue = fight.sides["red"], fight.sides["blue"]
    refused = fight.client.post(
        fight.url("/roll"), json={"expression": "1d2", "label": "nothing"}, headers=fight.auth(red)
    )
    body = assert_problem(refused, 409, "blue has not sent a seed yet", "any")
    assert body["code"] == "side_seeds_pending"
    doc = fight.get()
    assert doc["log_length"] == 0 and doc["side_seeds_open"] is True and doc["version"] == 1
    # Red's own missing seed is red's own business; blue's is not: once blue sent one,
    # red may roll, and the window closes with blue's seed in it.
    fight.seed(blue, "mine")
    fight.free_roll({"expression": "1d2", "label": "nothing"}, red)
    assert fight.get()["side_seeds_open"] is False
    assert fight.reveal()["combined_client_seed"] == "table|blue=mine"


def test_no_sides_game_step_closes_the_window_on_another_side(client):
    """Issue 32: a side's step of the game that would draw the first die is refused, before
    any die, while another side has not sent its seed, exactly as a free roll is (on main
    before this, blue's initiative closed the window on red). The 409 names the side
    awaited and what to do; once it has sent a seed the same step rolls, with it."""
    fight = urban_war(client)
    red, blue = fight.sides["red"], fight.sides["blue"]
    fight.orders()  # sealed orders roll nothing
    before = fight.get()
    refused = fight.step("initiative", {}, blue, expect=None)
    body = assert_problem(refused, 409, "red has not sent a seed yet", "POST", "game master")
    assert body["code"] == "side_seeds_pending"
    after = fight.get()
    assert after["side_seeds_open"] is True
    assert (after["log_length"], after["version"]) == (before["log_length"], before["version"])
    # Blue's own missing seed does not hold blue back; red's is in the dice once sent.
    fight.seed(red, "red-mine")
    fight.step("initiative", {}, blue)
    assert fight.get()["side_seeds_open"] is False
    assert_problem(fight.seed(blue, "late", expect=None), 409, "first die")
    assert fight.reveal()["combined_client_seed"] == "table|red=red-mine"
    assert fight.verify()["ok"] is True


def test_a_side_step_waits_in_every_system_and_the_game_master_may_close(client):
    """Walka: south's initiative without a tie rolls nothing and closes nothing; south's
    defence roll would draw the first die while north has sent no seed, and north's free
    roll while south has sent none: both refused. The game master is no side, so its step
    (or free roll) closes the window for every side alike."""
    fight = Encounter(client, "walka", [ala(), bor()])
    north, south = fight.sides["north"], fight.sides["south"]
    fight.step("initiative", {}, south)
    # Bor's own side rolls his defence (the strike meets it): the encounter's first die.
    defence = {"defender": "Bor", "attack_kind": "melee", "type": "block"}
    refused = fight.step("defense", defence, south, expect=None)
    assert assert_problem(refused, 409, "north")["code"] == "side_seeds_pending"
    mine = {"expression": "1d2", "label": "mine"}
    refused = fight.client.post(fight.url("/roll"), json=mine, headers=fight.auth(north))
    assert assert_problem(refused, 409, "south")["code"] == "side_seeds_pending"
    assert fight.get()["side_seeds_open"] is True
    strike = {"attacker": "Ala", "target": "Bor", "location_mode": "random", "form": "cut"}
    fight.free_roll({"expression": "1d2", "label": "the table goes on"})
    assert fight.get()["side_seeds_open"] is False
    fight.step("defense", defence, south)
    fight.step("strike", strike, north)
    assert_problem(fight.seed(south, "too late", expect=None), 409, "first die")


def test_the_game_master_may_roll_first(client):
    """The game master is no side: its first roll closes the window for every side alike."""
    fight = urban_war(client)
    fight.free_roll({"expression": "1d2", "label": "nothing"})
    assert fight.get()["side_seeds_open"] is False
    assert_problem(fight.seed(fight.sides["blue"], "late", expect=None), 409, "first die")


@pytest.mark.parametrize("client_seed", ["t|red=lucky", "t|", "a=b", "|"])
def test_a_client_seed_holding_a_separator_is_refused(client, client_seed):
    """`t|red=lucky` with no side seed would roll the very dice of `t` with red's `lucky`."""
    r = client.post(
        "/v1/encounters",
        json={"system": "urban-war", "models": roster(1), "client_seed": client_seed},
    )
    found = assert_problem(r, 422, field="client_seed")
    assert "separate the sides' seeds" in found["errors"]["client_seed"][0]


def test_the_combination_is_one_to_one(client):
    """`t` with red's `lucky` rolls from `t|red=lucky`, which no client_seed alone can be."""
    fight = urban_war(client, client_seed="t")
    fight.seed(fight.sides["red"], "lucky")
    fight.seed(fight.sides["blue"], "b")
    fight.free_roll({"expression": "1d2", "label": "nothing"}, fight.sides["red"])
    assert fight.reveal()["combined_client_seed"] == "t|red=lucky|blue=b"
    assert fight.verify()["ok"] is True


def test_the_game_master_may_waive_the_side_seeds_at_creation(client):
    """`waive_side_seeds`: closed from the start, in every side's sight; a side's first
    roll waits for nobody; a seed is refused; not together with require_side_seeds."""
    fight = Encounter(client, "walka", [ala(), bor()], waive_side_seeds=True)
    doc = fight.get()
    assert doc["side_seeds_open"] is False and doc["waive_side_seeds"] is True
    north, south = fight.sides["north"], fight.sides["south"]
    body = assert_problem(fight.seed(south, "mine", expect=None), 409, "waived")
    assert body["code"] == "side_seeds_closed"
    fight.step("initiative", {}, south)
    fight.step("defense", {"defender": "Bor", "attack_kind": "melee", "type": "block"}, south)
    strike = {"attacker": "Ala", "target": "Bor", "location_mode": "random", "form": "cut"}
    fight.step("strike", strike, north)
    assert fight.reveal()["combined_client_seed"] == "table"
    assert fight.verify()["ok"] is True
    both = {"system": "walka", "models": [ala(), bor()]}
    r = client.post(
        "/v1/encounters", json={**both, "require_side_seeds": True, "waive_side_seeds": True}
    )
    assert assert_problem(r, 422, "contradict")["code"] == "side_seeds_contradict"


def test_a_side_that_accepts_the_first_roll_consents_to_it(client):
    """Under opponent_confirms red's command test with a claimed modifier is a proposal;
    blue has sent no seed, and accepting it is blue's own choice: it rolls (the seeds close).
    Red alone could not have rolled it: refused before, with blue's seed awaited."""
    from tests.support.urban_war import model

    fight = Encounter(
        client,
        "urban-war",
        [model("r1", "red"), model("b1", "blue")],
        claims_policy="opponent_confirms",
    )
    red, blue = fight.sides["red"], fight.sides["blue"]
    body = {"model": "r1", "modifiers": [{"reason": "a claimed edge", "value": 2}]}
    proposed = fight.step("command-test", body, red, expect=202).get_json()
    accept = fight.url(f"/proposals/{proposed['proposal']['id']}/accept")
    answer = fight.client.post(accept, headers=fight.auth(blue))
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["rolls"]
    assert fight.get()["side_seeds_open"] is False
    # Without consent: red's own step that rolls, on a fresh table, waits for blue's seed.
    other = Encounter(client, "urban-war", [model("r1", "red"), model("b1", "blue")])
    refused = other.step("command-test", {"model": "r1"}, other.sides["red"], expect=None)
    assert assert_problem(refused, 409, "blue")["code"] == "side_seeds_pending"
