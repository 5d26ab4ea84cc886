"""Forward compatibility of the TypeScript SDK: answers from a newer Referee, with enum values
and fields this SDK's spec does not know yet, go through its parse and verify paths intact.

The spec's evolution policy says adding an enum value or a field is not a breaking change.
The "newer server" here is the committed revealed Urban War export and a saved shooting
answer, changed in Python the way a newer server could change them: an order `hold_fire`, a
phase `parley`, a band `extreme`, a step name `regroup`, a problem code `table_closed`, a
sealed-step status `hold_fire_acknowledged`, and new fields everywhere
(top level, encounter, state, models, log entries, rolls, outcome). A fetch stand-in serves
them to the typed client; `unwrap`, `isWaiting`, `RefereeProblem`, `verify` and
`verifyEncounter` must keep every value as sent and still check every die. A tampered die
in the same newer export must still be caught, so the check is not blind.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

TS_TIMEOUT = 240
VECTORS = Path(__file__).resolve().parents[1] / "vectors"

NODE_SCRIPT = r"""
import { readFileSync } from "node:fs";
import {
  createRefereeClient, encounterStep, isWaiting, RefereeProblem, unwrap, verify, verifyEncounter,
} from "referee-sdk";

const given = JSON.parse(readFileSync(process.argv[1], "utf8"));
const json = (status, body, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });
const routes = {
  "GET /v1/encounters/e1/export": () => json(200, given.exported),
  "GET /v1/encounters/e2/export": () => json(200, given.tampered),
  "POST /v1/urban-war/shooting": () => json(200, given.shooting),
  "POST /v1/encounters/e1/urban-war/orders": () => json(200, given.orders),
  "POST /v1/encounters/e1/reveal": () => json(409, given.problem, "application/problem+json"),
};
const fetch = async (request) => routes[`${request.method} ${new URL(request.url).pathname}`]();
const referee = createRefereeClient({ baseUrl: "http://newer-referee.test", fetch });

const out = {};
const EXPORT = "/v1/encounters/{encounter_id}/export";
const exportOf = (id) => unwrap(referee.GET(EXPORT, { params: { path: { encounter_id: id } } }));
const exported = await exportOf("e1");
out.exported = exported;
const checked = verifyEncounter(exported);
out.encounter = { ok: checked.ok, rolls: checked.rollsChecked, failures: checked.failures };
const tampered = await exportOf("e2");
const caught = verifyEncounter(tampered);
out.tampered = { ok: caught.ok, failures: caught.failures };

const body = given.shootingRequest;
const shooting = await unwrap(referee.POST("/v1/urban-war/shooting", { body }));
out.shooting = shooting;
const step = verify(shooting);
out.step = { ok: step.ok, rolls: step.rollsChecked, failures: step.failures };

const orders = await encounterStep(referee, "e1", "urban-war/orders", { orders: { r1: "wait" } });
out.orders = { answer: orders, waiting: isWaiting(orders) };

try {
  await encounterStep(referee, "e1", "reveal");
  out.problem = "no error";
} catch (error) {
  out.problem = error instanceof RefereeProblem
    ? { status: error.status, code: error.code, detail: error.detail, title: error.title }
    : String(error);
}
console.log(JSON.stringify(out));
"""


def newer_server_answers() -> dict:
    exported = json.loads((VECTORS / "encounter-urban-war.json").read_text())
    encounter = exported["encounter"]
    encounter["table_weather"] = {"wind": "strong", "visibility": "fog"}
    encounter["state"]["phase"] = "parley"
    encounter["state"]["truce_rounds"] = 2
    for model in encounter["state"]["models"].values():
        model["order"] = "hold_fire"
        model["morale_tokens"] = 1
    exported["log"][-1]["step"] = "regroup"  # a new encounter step name
    for entry in exported["log"]:
        entry["annotations"] = ["written by a newer Referee"]
        for roll in entry["rolls"]:
            roll["reroll_of"] = None
    tampered = json.loads(json.dumps(exported))
    entry = next(e for e in tampered["log"] if e["rolls"])
    roll = entry["rolls"][0]
    roll["value"] = roll["value"] % roll["sides"] + 1  # another face of the same die

    saved = json.loads((VECTORS / "step-responses.json").read_text())["responses"]
    shooting_case = next(r for r in saved if r["response"].get("step") == "shooting")
    shooting = json.loads(json.dumps(shooting_case["response"]))
    shooting["outcome"]["band"] = "extreme"
    shooting["outcome"]["suppressed"] = True
    shooting["commentary"] = "a new top-level member"
    for roll in shooting["rolls"]:
        roll["reroll_of"] = None

    return {
        "exported": exported,
        "tampered": tampered,
        "shooting": shooting,
        "shootingRequest": shooting_case["request"],
        "orders": {"status": "hold_fire_acknowledged", "orders": {"r1": "hold_fire"}, "eta": 3},
        "problem": {
            "type": "/problems/table-closed",
            "title": "Conflict",
            "status": 409,
            "detail": "the table is closed for the night",
            "code": "table_closed",
            "instance": "/v1/encounters/e1/reveal",
            "table": "t7",
        },
    }


@pytest.mark.timeout(TS_TIMEOUT)
def test_answers_from_a_newer_server_parse_and_verify(ts_sdk, tmp_path):
    given = newer_server_answers()
    answers = tmp_path / "newer.json"
    answers.write_text(json.dumps(given))
    result = ts_sdk.node(
        "--input-type=module",
        "-e",
        NODE_SCRIPT,
        str(answers),
        capture_output=True,
        text=True,
        timeout=TS_TIMEOUT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    out = json.loads(result.stdout)

    # Parsed as sent: nothing dropped, renamed or refused.
    assert out["exported"] == given["exported"]
    assert out["exported"]["encounter"]["state"]["phase"] == "parley"
    assert out["exported"]["log"][-1]["step"] == "regroup"
    assert out["shooting"] == given["shooting"]
    assert out["orders"] == {"answer": given["orders"], "waiting": False}

    # Every die of the newer export is still checked, counted independently here.
    dice = sum(len(entry["rolls"]) for entry in given["exported"]["log"])
    assert dice > 0
    assert out["encounter"] == {"ok": True, "rolls": dice, "failures": []}
    assert out["step"] == {"ok": True, "rolls": len(given["shooting"]["rolls"]), "failures": []}
    # ... and a changed die in it is still named.
    assert out["tampered"]["ok"] is False
    assert len(out["tampered"]["failures"]) == 1, out["tampered"]
    assert "referee-dice-v1 gives" in out["tampered"]["failures"][0]

    # A problem code the SDK has never seen is still a RefereeProblem with its words.
    assert out["problem"] == {
        "status": 409,
        "code": "table_closed",
        "detail": "the table is closed for the night",
        "title": "Conflict",
    }
