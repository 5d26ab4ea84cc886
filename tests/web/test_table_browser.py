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

import pytest

from tests.support.web_table import SCENARIO_TIMEOUT, SHOTS, play

pytestmark = pytest.mark.e2e


# The longest test of the suite (about 40 s): CI runs it (--all); the default run keeps the
# browser on the Umbra Turris and Walka scenarios, token checks included.
@pytest.mark.slow
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
