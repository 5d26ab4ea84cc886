"""Every stateless step answer says what happened as `summary`, in the game's words.

The expected sentences come from the rules as the games state them (an Urban War shot hits
on d10 + SH + the band's hit modifier of 10 or more, a natural 1 always misses; a command
test is 2d10 + CD + modifiers against 15) and the dice the request gives.
"""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

RIFLE = {"name": "Rifle", "bands": {"short": "+1/5", "medium": "0/5", "long": "-1/5"}}
SPEC_TEXT = re.compile(r"§|`|DECISION|\bR\d+\b|\.md\b")


def examples() -> dict:
    text = resources.files("referee").joinpath("step_examples.json").read_text("utf-8")
    return json.loads(text)


@pytest.mark.parametrize("name", sorted(examples()))
def test_every_step_answer_carries_a_summary_without_spec_text(client, name):
    system, _, path = name.partition("/")
    request = examples()[name]["request"]
    route = "/v1/dice/roll" if system == "dice" else None
    if route is None:
        # The example's file name is the route with its slashes as dashes.
        from referee.systems import SYSTEMS

        step = next(s for s in SYSTEMS[system].steps if s.path.replace("/", "-") == path)
        route = f"/v1/{system}/{step.path}"
    answer = client.post(route, json=request)
    assert answer.status_code == 200, answer.get_json()
    summary = answer.get_json()["summary"]
    assert isinstance(summary, str) and summary.endswith("."), summary
    assert not SPEC_TEXT.search(summary), summary


def shot(client, die: int) -> str:
    body = {
        "shooter": {"id": "b1", "shooting_skill": 5, "command": 5, "movement": 4, "weapon": RIFLE},
        "target": {"id": "r1", "toughness": 3, "wounds": 1, "size": 2},
        "distance_in": 10,
        "dice": [die, 2],
    }
    answer = client.post("/v1/urban-war/shooting", json=body)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()["summary"]


def test_urban_war_shot_says_who_shoots_whom_what_it_needed_and_what_came_up(client):
    # 10 in is short range: SH 5 and the rifle's +1 need 4 or more on the d10.
    assert shot(client, 1) == "b1 shoots r1 at 10 in: hit roll 1 against 4+, miss."
    assert shot(client, 3) == "b1 shoots r1 at 10 in: hit roll 3 against 4+, miss."
    # A hit rolls damage: Strength 5 against Toughness 3 needs 4 or more (6 to wound); a 2
    # does not wound.
    assert shot(client, 4) == (
        "b1 shoots r1 at 10 in: hit roll 4 against 4+, hit; damage roll 2 against 4+, no wound."
    )


def test_urban_war_command_test_says_the_roll_the_total_and_the_result(client):
    body = {"command": 4, "calibre": 1, "dice": [3, 4]}
    answer = client.post("/v1/urban-war/command-test", json=body).get_json()
    # 2d10 = 7 (at 5 or less it always fails), + CD 4 + CAL 1 = 12 < 15.
    assert answer["summary"] == (
        "Command test: rolled 7 on 2d10, 12 with CD 4 and +1, against 15: failed."
    )


def test_a_dice_roll_says_its_expression_and_total(client):
    answer = client.post("/v1/dice/roll", json={"expression": "2d6+1", "dice": [3, 4]})
    assert answer.get_json()["summary"] == "Rolled 2d6+1, total 8."
