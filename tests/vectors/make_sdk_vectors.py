"""Write the SDK verifiers' saved-response vectors from a running Referee.

    ./scripts/run &                        # or any Referee
    .venv/bin/python tests/vectors/make_sdk_vectors.py http://127.0.0.1:8000

- tests/vectors/step-responses.json: stateless step responses as the service sent them
  (seeded ones, and one with manual dice, which has nothing to recompute);
- tests/vectors/encounter-urban-war.json: the revealed export of a whole Urban War
  encounter fought by sdk/python/examples/urban_war_skirmish.py (sealed orders, shooting,
  charges, several rounds).

Both SDKs' verifiers must accept these files as they are and reject them after any
single roll is changed (tests/sdk, sdk/typescript/test). The files are committed; run
this again only to replace them deliberately.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import httpx

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GOLDEN = ROOT / "tests" / "golden"

# (route, golden file, which request): seeded steps with many dice, and manual dice.
PICKS = [
    ("/v1/urban-war/shooting", "urban-war/shooting.json", "seed"),
    ("/v1/urban-war/melee", "urban-war/melee.json", "seed"),
    ("/v1/umbra-turris/melee", "umbra-turris/melee.json", "seed"),
    ("/v1/urban-war/command-test", "urban-war/command-test.json", "dice"),
]


def step_responses(url: str) -> dict:
    saved = []
    for route, golden, kind in PICKS:
        cases = [
            c for c in json.loads((GOLDEN / golden).read_text("utf-8")) if kind in c["request"]
        ]
        case = max(cases, key=lambda c: len(c["response"]["rolls"]))
        response = httpx.post(url + route, json=case["request"], timeout=10)
        response.raise_for_status()
        saved.append(
            {
                "name": case["name"],
                "route": route,
                "request": case["request"],
                "response": response.json(),
            }
        )
    return {
        "description": "Stateless step responses saved from Referee, for the SDK verifiers.",
        "responses": saved,
    }


def main(url: str) -> None:
    text = json.dumps(step_responses(url), indent=1, ensure_ascii=False) + "\n"
    (HERE / "step-responses.json").write_text(text, "utf-8")
    sys.path.insert(0, str(ROOT / "sdk" / "python" / "examples"))
    from urban_war_skirmish import main as skirmish

    export = HERE / "encounter-urban-war.json"
    for _ in range(20):  # the server seed is random: fight until a fight lasts 3+ rounds
        if skirmish(["--url", url, "--client-seed", "sdk-vectors", "--export", str(export)]):
            raise SystemExit("the example's own verification failed")
        log = json.loads(export.read_text("utf-8"))["log"]
        if sum(entry["step"] == "initiative" for entry in log) >= 3:
            return
    raise SystemExit("no fight of 3 rounds or more in 20 tries")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000")
