"""A whole fight per system with seeds from both sides: contributed before the first die,
revealed, verified by the service, and verified offline from the export by both SDKs
(Python `referee_sdk.verify_encounter`, TypeScript `verifyEncounter` run with node).
An export whose side seeds were changed or dropped must fail offline verification.
"""

from __future__ import annotations

import copy
import json

import pytest
from referee_sdk import combined_client_seed, verify_encounter

from referee.encounters.seeds import combined_client_seed as service_combined
from tests.support.encounters import Encounter
from tests.support.umbra_turris import roster as umbra_roster
from tests.support.urban_war import UrbanWar, play_until_the_end, roster
from tests.support.walka import ala, bor

# Written out by hand from the rule in DESIGN.md and the spec: client_seed, then
# |side=seed for each side that sent one, in roster order; % | = escaped in side names.
COMBINATIONS = [
    ("table", ["red", "blue"], {}, "table"),
    ("table", ["red", "blue"], {"blue": "b"}, "table|blue=b"),
    ("table", ["red", "blue"], {"blue": "b", "red": "r"}, "table|red=r|blue=b"),
    (None, ["red", "blue"], {"red": "r", "blue": "b"}, "|red=r|blue=b"),
    ("", ["north", "south"], {"south": "s s"}, "|south=s s"),
    ("t", ["a|b", "c=d%"], {"a|b": "x", "c=d%": "y%7C"}, "t|a%7Cb=x|c%3Dd%25=y%7C"),
]

VERIFY_JS = """
import { combinedClientSeed, verifyEncounter } from "referee-sdk";
let text = "";
for await (const chunk of process.stdin) text += chunk;
const input = JSON.parse(text);
const verified = input.exports.map((e) => {
  const v = verifyEncounter(e);
  return { ok: v.ok, rollsChecked: v.rollsChecked, failures: v.failures };
});
const combined = input.combinations.map(([c, sides, seeds]) => combinedClientSeed(c, sides, seeds));
console.log(JSON.stringify({ verified, combined }));
"""


def typescript(ts_sdk, exports=(), combinations=()) -> dict:
    payload = json.dumps({"exports": list(exports), "combinations": list(combinations)})
    result = ts_sdk.node(
        "--input-type=module",
        "-e",
        VERIFY_JS,
        input=payload,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def test_the_combined_client_seed_is_the_same_in_the_service_and_both_sdks(ts_sdk):
    for client_seed, sides, seeds, combined in COMBINATIONS:
        assert service_combined(client_seed, sides, seeds) == combined
        assert combined_client_seed(client_seed, sides, seeds) == combined
    answers = typescript(ts_sdk, combinations=[c[:3] for c in COMBINATIONS])["combined"]
    assert answers == [c[3] for c in COMBINATIONS]


def tampered(export: dict) -> list[dict]:
    """Copies a verifier must refuse: one side seed changed; the side seeds dropped."""
    changed = copy.deepcopy(export)
    seeds = changed["encounter"]["side_seeds"]
    side = next(iter(seeds))
    seeds[side] = seeds[side] + "!"
    dropped = copy.deepcopy(export)
    dropped["encounter"]["side_seeds"] = {}
    return [changed, dropped]


def check_everywhere(ts_sdk, service_verification: dict, export: dict, combined: str) -> None:
    """The service, referee_sdk and the TypeScript SDK all verify it; the tampered copies fail."""
    assert service_verification["ok"] and service_verification["commitment_ok"]
    assert service_verification["entries"] == len(export["log"])
    dice = sum(len(e["rolls"]) for e in export["log"])
    assert dice > 0
    encounter = export["encounter"]
    assert (
        combined_client_seed(encounter["client_seed"], encounter["sides"], encounter["side_seeds"])
        == combined
    )

    python = verify_encounter(export)
    assert python.ok and python.rolls_checked == dice, python.failures
    changed, dropped = tampered(export)
    bad = verify_encounter(changed)
    assert not bad.ok and bad.mismatches and not bad.problems
    bad = verify_encounter(dropped)
    assert not bad.ok and bad.mismatches
    assert any("sent a seed" in p for p in bad.problems), bad.problems

    good, changed_ts, dropped_ts = typescript(ts_sdk, exports=[export, changed, dropped])[
        "verified"
    ]
    assert good == {"ok": True, "rollsChecked": dice, "failures": []}
    assert not changed_ts["ok"] and "referee-dice-v1 gives" in changed_ts["failures"][0]
    assert not dropped_ts["ok"] and any("sent a seed" in f for f in dropped_ts["failures"])


def send_seed(client, encounter_id: str, token: str, seed: str) -> None:
    r = client.post(
        f"/v1/encounters/{encounter_id}/seeds",
        json={"seed": seed},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert r.status_code == 200, r.data


@pytest.mark.timeout(300)
def test_urban_war_fight_with_side_seeds_verifies_in_the_service_and_both_sdks(client, ts_sdk):
    table = UrbanWar(
        client, models=roster(per_side=3), client_seed="final-4", require_side_seeds=True
    )
    send_seed(client, table.id, table.sides["blue"], "blue: d6 or bust")
    send_seed(client, table.id, table.sides["red"], "Red-42")
    play_until_the_end(table)
    assert table.state["phase"] == "ended"
    revealed = table.reveal()
    combined = "final-4|red=Red-42|blue=blue: d6 or bust"
    assert revealed["combined_client_seed"] == combined
    check_everywhere(ts_sdk, table.verify(), table.export(), combined)


@pytest.mark.timeout(300)
def test_umbra_turris_fight_with_side_seeds_verifies_in_the_service_and_both_sdks(client, ts_sdk):
    fight = Encounter(client, "umbra-turris", umbra_roster(), client_seed=None)
    red, blue = fight.sides["red"], fight.sides["blue"]
    send_seed(client, fight.id, red, "tower")
    send_seed(client, fight.id, blue, "moat")
    fight.step("magic/cast", {"mage": "r2", "spell_difficulty": 3}, red)
    fight.step("charge", {"attacker": "r1", "defender": "b1"}, red)
    for _ in range(30):  # exchanges with sealed parries until the champion's attack lands
        fight.step("melee/exchange", {"attacker": "r1", "defender": "b1"}, red)
        ex = fight.state["exchange"]["id"]
        fight.step("melee/parry", {"exchange": ex, "location": "legs"}, blue, expect=202)
        fight.step("melee/parry", {"exchange": ex, "location": "head"}, red)
        if fight.state["pending_melee"]:
            break
    attack = {"attacker": "r1", "defender": "b1", "attack_type": "standard"}
    assert fight.step("melee/attack", attack, red).get_json()["outcome"]["out_of_action"]
    for _ in range(40):  # then r1 shoots b2 until it is out of action too
        hit = fight.step("shooting/hit", {"shooter": "r1", "target": "b2", "distance_cm": 15}, red)
        if hit.get_json()["outcome"]["hit"]:
            fight.step("shooting/damage", {"shooter": "r1", "target": "b2"}, red)
        if fight.state["models"]["b2"]["out_of_action"]:
            break
    assert fight.state["models"]["b2"]["out_of_action"]
    revealed = fight.reveal()
    assert revealed["combined_client_seed"] == "|red=tower|blue=moat"
    check_everywhere(ts_sdk, fight.verify(), fight.export(), "|red=tower|blue=moat")


@pytest.mark.timeout(300)
def test_walka_fight_with_side_seeds_verifies_in_the_service_and_both_sdks(client, ts_sdk):
    fight = Encounter(client, "walka", [ala(), bor()], client_seed="duel-9")
    north, south = fight.sides["north"], fight.sides["south"]
    send_seed(client, fight.id, south, "south wind")
    fight.step("initiative", {}, south)  # no SPD tie: no die, so the seeds stay open
    send_seed(client, fight.id, north, "north star")
    token = {"Ala": north, "Bor": south}
    for _ in range(60):
        current = fight.state["turn"]["character"]
        other = "Bor" if current == "Ala" else "Ala"
        while (
            fight.state["models"][current]["ap"] >= 3
            and not fight.state["models"]["Bor"]["hp_depleted"]
        ):
            # The defender's side rolls its defence with its own token (§6): Bor none, Ala parries.
            kind = "none" if current == "Ala" else "parry"
            defence = {"defender": other, "attacker": current, "attack_kind": "melee"}
            fight.step("defense", {**defence, "type": kind}, token[other])
            strike = {
                "attacker": current,
                "target": other,
                "location_mode": "random",
                "form": "cut",
            }
            fight.step("strike", strike, token[current])
        if fight.state["models"]["Bor"]["hp_depleted"]:
            break
        fight.step("end-turn", {"character": current}, token[current])
    assert fight.state["models"]["Bor"]["hp_depleted"]
    revealed = fight.reveal()
    combined = "duel-9|north=north star|south=south wind"
    assert revealed["combined_client_seed"] == combined
    check_everywhere(ts_sdk, fight.verify(), fight.export(), combined)
