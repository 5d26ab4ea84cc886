"""The table in a real browser under `opponent_confirms` (web/test/table.browser.mjs; see
test_table_browser.py): a shot's claimed distance is a proposal the other side sees on its
own page before any die; the proposer withdraws one, the other side rejects one (first
without a reason: refused beside the field, in view at 390x844) and accepts one; then a
dispute of the accepted shot and the game master's ruling."""

from __future__ import annotations

import pytest

from tests.support.servers import LiveServer
from tests.support.web_table import SCENARIO_TIMEOUT, SHOTS, play

pytestmark = pytest.mark.e2e

VIEWS = ("consent-proposer-waiting", "consent-proposal-to-accept", "consent-dispute-form")
VIEWS += ("consent-dispute-ruling",)


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_urban_war_proposals_accepted_rejected_withdrawn_and_a_dispute(web_client, logged_server):
    """Red's shot at 10 in waits for blue (nothing rolled, every step waits); withdrawn, it
    is gone from blue's page and logged nowhere; rejected with a reason, the rejection is in
    every log; at 14 in and accepted, the dice roll and the log names who claimed and who
    accepted; blue disputes the shot and the game master dismisses it; the proposal, the
    confirming page and the ruling form have no axe-core violation and fit 320-1440 px."""
    summary = play(web_client, logged_server, "urban-war-consent")
    assert summary["policy"] == "opponent_confirms"
    for check in ("overflow", "axe", "spec"):
        assert set(VIEWS) <= set(summary["checked"][check]), (check, summary["checked"][check])
    for view in (*VIEWS, "consent-reject-needs-a-reason", "consent-accepted-shot"):
        for size in ("390x844", "1440x900"):
            assert (SHOTS / f"{view}-{size}.png").stat().st_size > 5000, (view, size)


PUBLIC = "https://table.example.org"


@pytest.fixture
def public_server(redis_url):
    """gunicorn with a public address configured (and its access log on)."""
    server = LiveServer(
        {"REDIS_URL": redis_url, "GUNICORN_ACCESSLOG": "-", "REFEREE_PUBLIC_URL": PUBLIC + "/"}
    ).start()
    yield server
    server.stop()


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_join_links_use_the_configured_public_address(web_client, public_server, monkeypatch):
    """With REFEREE_PUBLIC_URL set, every join link starts with it (the page opened at
    127.0.0.1), the page says where the address comes from, and gives no loopback warning."""
    monkeypatch.setenv("PUBLIC_URL", PUBLIC)
    summary = play(web_client, public_server, "public-url")
    assert sorted(summary["links"]) == ["blue", "gm", "red"]
    assert "join-links-public-url" in summary["checked"]["axe"]


# A whole skirmish, each shot a proposal accepted by the other side: the slow suite (--all).
@pytest.mark.slow
@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_whole_urban_war_skirmish_under_opponent_confirms(web_client, logged_server):
    """Orders, initiative, activations and panic tests resolve at once (their claims are
    neutral); every shot claims its distance, waits on the shooter's page and is accepted on
    the target side's page, where its dice and sentence are shown; until one squad is out,
    then reveal and verify."""
    summary = play(web_client, logged_server, "urban-war-consent-skirmish")
    assert summary["consent"] is True
    assert summary["shotsWithOdds"] >= 2


@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_urban_war_shot_under_gm_confirms_is_accepted_by_the_game_master(web_client, logged_server):
    """Under gm_confirms a shot waits for the game master: the other side reads it and has
    no button for it, the game master accepts, the dice roll, the log names who accepted."""
    summary = play(web_client, logged_server, "urban-war-gm-confirms")
    assert summary["policy"] == "gm_confirms"
