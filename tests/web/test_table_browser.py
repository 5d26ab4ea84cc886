"""The table in a real browser: Debian's headless Chromium driven by playwright-core (from
web/package-lock.json; no browser is downloaded) against gunicorn and real Redis.

web/test/table.browser.mjs plays the scenarios as people would, the game master and each
player in their own browser context from their join links, and asserts on what the pages
show (text, dice faces, the odds chart's marked bar). Here the access log and every request
the pages made are checked for the tokens: a token lives in a join link's fragment, which a
browser never sends, and must appear in no request URL, Referer or server log line.

Screenshots of the main views, at 390x844 and 1440x900, go to tests/web/screenshots
(git-ignored).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.conftest import LiveServer

pytestmark = pytest.mark.e2e

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
SHOTS = Path(__file__).resolve().parent / "screenshots"
SCENARIO_TIMEOUT = 280


@pytest.fixture(scope="module")
def logged_server(redis_url):
    """gunicorn with its access log on (the shared live_server keeps it off)."""
    server = LiveServer({"REDIS_URL": redis_url, "GUNICORN_ACCESSLOG": "-"}).start()
    yield server
    server.stop()


def play(web_client, server: LiveServer, scenario: str) -> dict:
    assert BROWSER, "no chromium on PATH: ./scripts/test installs Debian's chromium"
    env = {
        **os.environ,
        "REFEREE_URL": server.url,
        "REFEREE_SHOTS": str(SHOTS),
        "CHROMIUM": BROWSER,
    }
    result = web_client.node(
        "test/table.browser.mjs",
        scenario,
        env=env,
        capture_output=True,
        text=True,
        timeout=SCENARIO_TIMEOUT,
    )
    assert result.returncode == 0, (result.stdout[-3000:], result.stderr[-6000:])
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["scenario"] == scenario
    check_no_token_left_the_browser(server, summary)
    return summary


def check_no_token_left_the_browser(server: LiveServer, summary: dict) -> None:
    tokens = summary["tokens"]
    assert len(tokens) == 3 and all(len(t) >= 20 for t in tokens), tokens  # red, blue, gm
    requests = summary["requests"]
    assert any("/v1/encounters/" in r["url"] for r in requests)
    for request in requests:
        assert request["referer"] == "", request  # Referrer-Policy: no-referrer
        assert not any(token in request["url"] for token in tokens), request["url"]
    lines = [line for line in server.output().splitlines() if '"request"' in line]
    assert any("/table/" in line for line in lines), "the access log is on"
    for line in lines:
        assert not any(token in line for token in tokens), line


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_whole_urban_war_skirmish_from_three_browsers_then_verify_offline(
    web_client, logged_server
):
    """GM, red and blue each from their join link: sealed orders, initiative, shooting with
    its odds, activations and panic tests until one squad is out; the reveal; the export
    checked on /verify/ with the network cut (and a forged die caught)."""
    summary = play(web_client, logged_server, "urban-war-skirmish")
    assert summary["shotsWithOdds"] >= 2  # two enemies, one wound each: two hits at least
    for view in (
        "setup-urban-war",
        "urban-war-waiting-for-blue",
        "urban-war-shot-with-odds",
        "urban-war-game-master",
        "urban-war-player-log",
        "verify-urban-war",
    ):
        for size in ("390x844", "1440x900"):
            assert (SHOTS / f"{view}-{size}.png").stat().st_size > 5000, (view, size)


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_umbra_turris_exchanges_with_sealed_parries(web_client, logged_server):
    """A game-master correction (listed on /verify/), a charge, then exchanges: the
    attacker's location waits sealed for the defender's;
    a guarded head parries a blow at the head; a blow that gets through shows its dice and
    odds; then reveal and verify."""
    summary = play(web_client, logged_server, "umbra-turris")
    assert summary["parried"] >= 1
    assert (SHOTS / "umbra-turris-waiting-for-parry-390x844.png").is_file()


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_walka_initiative_and_a_strike_with_its_odds(web_client, logged_server):
    """Walka's example roster from the set-up form; initiative by speed (the faster Ala goes
    first, walka.md §2); Ala's strike shows its d100 and d10 faces and its odds."""
    summary = play(web_client, logged_server, "walka")
    assert summary["striker"] == "Ala"
    assert (SHOTS / "walka-strike-with-odds-1440x900.png").is_file()
