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


VIEWS = ("setup-urban-war", "game-master-urban-war", "urban-war-player")
VIEWS += ("urban-war-shot-with-odds", "reveal-urban-war", "verify-urban-war")


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_urban_war_table_for_phones_screen_readers_and_players(web_client, logged_server):
    """Orders, initiative and one shot, then the reveal and /verify/, checking what a player
    meets: a shot with its distance left empty is refused beside the distance field, in view
    at 390x844, focused and announced; every view fits 320, 390 and 1440 px with 44 px tap
    targets, shows no spec notation and has no axe-core violation; buttons say what they do
    and orders offer no odds; the join links use the page's address and say it is loopback;
    the reveal turns the orders face up in the roster and the log."""
    summary = play(web_client, logged_server, "urban-war")
    checked = summary["checked"]
    for check in ("overflow", "axe", "spec"):
        assert set(VIEWS) <= set(checked[check]), (check, checked[check])
    for view in (*VIEWS, "urban-war-refused-shot", "urban-war-player-after-reveal"):
        for size in ("390x844", "1440x900"):
            assert (SHOTS / f"{view}-{size}.png").stat().st_size > 5000, (view, size)
