"""The table in a real browser, the other two systems: an Umbra Turris exchange with sealed
parries and a Walka strike with its odds (web/test/table.browser.mjs; see
test_table_browser.py). A file of their own so that a second test worker can play them
beside the Urban War skirmish."""

from __future__ import annotations

import pytest

from tests.support.web_table import SCENARIO_TIMEOUT, SHOTS, play

pytestmark = pytest.mark.e2e


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


# A whole duel runs to a few dozen steps: the slow suite (--all) plays it.
@pytest.mark.slow
@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_whole_umbra_turris_duel_until_one_is_out(web_client, logged_server):
    """Under opponent_confirms (the charge waits for the other side's consent; the exchanges
    claim nothing out of the ordinary), exchanges until a duelist is out of action: each
    page offers the parry after an exchange, the attack after a parry that let the blow
    through; every log says who is out; the game master is offered the reveal; then reveal
    and verify."""
    summary = play(web_client, logged_server, "umbra-turris-whole")
    assert summary["out"] in ("knight", "brigand")


@pytest.mark.slow
@pytest.mark.timeout(SCENARIO_TIMEOUT + 30)
def test_whole_walka_fight_until_one_is_down(web_client, logged_server):
    """Under opponent_confirms (neutral defences and strikes are no proposals), the game
    master corrects both to 6 HP; then turn by turn the target rolls its defence and the
    attacker strikes while its AP allows and ends its turn, until one is down: strike is
    offered on its turn, every log says who is down, the game master is offered the
    reveal; then reveal and verify."""
    summary = play(web_client, logged_server, "walka-whole")
    assert summary["down"] in ("Ala", "Bor")
