"""Every problem `type` resolves to a page, and every problem names its `instance`."""

from __future__ import annotations

import pytest

from referee.problems import PAGES, RULE_CODES
from tests.contract.problem_codes import scanned_codes

CODES = sorted(scanned_codes())


def test_every_code_the_service_returns_has_a_page_and_no_page_is_stale():
    pages = set(PAGES) | RULE_CODES
    assert set(CODES) - pages == set(), "codes without a page in referee.problems"
    assert pages - set(CODES) == set(), "pages of codes the service no longer returns"
    assert not set(PAGES) & RULE_CODES


@pytest.mark.parametrize("code", CODES)
def test_each_page_is_served(client, code):
    answer = client.get(f"/problems/{code.replace('_', '-')}")
    assert answer.status_code == 200
    assert answer.mimetype == "text/markdown"
    text = answer.get_data(as_text=True)
    assert text.startswith(f"# {code}\n")
    assert "**How to fix it.**" in text


def test_an_unknown_problem_type_is_a_404_problem(client):
    answer = client.get("/problems/no-such-thing")
    assert answer.status_code == 404
    assert answer.mimetype == "application/problem+json"
    assert "no-such-thing" in answer.get_json()["detail"]


def test_a_real_problem_resolves_and_names_its_instance(client):
    answer = client.get("/v1/nowhere", headers={"X-Request-ID": "trace-42"})
    body = answer.get_json()
    assert answer.status_code == 404
    assert body["instance"] == "urn:referee:request:trace-42"
    page = client.get(body["type"])
    assert page.status_code == 200
    assert page.get_data(as_text=True).startswith("# not_found\n")


def test_a_rule_violation_resolves_to_the_shared_rule_page(client):
    """Umbra Turris shooting reaches 69 cm: a shot at 75 cm is the rules' out_of_range."""
    answer = client.post("/v1/umbra-turris/shooting/hit", json={"distance_cm": 75})
    body = answer.get_json()
    assert (answer.status_code, body["code"]) == (422, "out_of_range")
    assert body["instance"] == f"urn:referee:request:{answer.headers['X-Request-ID']}"
    page = client.get(body["type"])
    assert page.status_code == 200
    assert "breaks a rule of the game" in page.get_data(as_text=True)
