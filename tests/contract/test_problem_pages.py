"""Every problem `type` resolves to a page a browser shows as a page (and a script may read
as Markdown), the pages have an index, every code is in the spec's enum, and every problem
names its `instance`."""

from __future__ import annotations

import pytest

from referee.problems import PAGES, RULE_CODES
from tests.contract.problem_codes import scanned_codes

CODES = sorted(scanned_codes())


@pytest.fixture(scope="module")
def spec(app) -> dict:
    return app.test_client().get("/openapi.json").get_json()


def test_every_code_the_service_returns_has_a_page_and_no_page_is_stale():
    pages = set(PAGES) | RULE_CODES
    assert set(CODES) - pages == set(), "codes without a page in referee.problems"
    assert pages - set(CODES) == set(), "pages of codes the service no longer returns"
    assert not set(PAGES) & RULE_CODES


def test_every_code_the_service_returns_is_in_the_spec_enum(spec):
    """A client generated from the spec knows every code it can be answered (state_conflict,
    the commonest 409, was missing)."""
    assert "state_conflict" in CODES
    enum = spec["components"]["schemas"]["ProblemCode"]["enum"]
    assert set(CODES) - set(enum) == set()


MARKDOWN = {"Accept": "text/markdown"}


@pytest.mark.parametrize("code", CODES)
def test_each_page_is_served(client, code):
    answer = client.get(f"/problems/{code.replace('_', '-')}", headers=MARKDOWN)
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "text/markdown; charset=utf-8"
    text = answer.get_data(as_text=True)
    assert text.startswith(f"# {code}\n")
    assert "**How to fix it.**" in text
    assert "/openapi.json" not in text


@pytest.mark.parametrize(
    "accept", [None, "text/html,application/xhtml+xml,*/*;q=0.8", "*/*"], ids=str
)
def test_a_browser_gets_a_page_not_raw_markdown(client, accept):
    headers = {"Accept": accept} if accept else {}
    answer = client.get("/problems/state-conflict", headers=headers)
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "text/html; charset=utf-8"
    assert "Accept" in answer.headers["Vary"]
    html = answer.get_data(as_text=True)
    assert "<h1>state_conflict</h1>" in html and "<strong>How to fix it.</strong>" in html
    assert "**" not in html and "<code>detail</code>" in html
    assert 'href="/docs/"' in html and 'href="/problems/"' in html


def test_the_index_lists_every_code_with_a_link_that_works(client):
    redirect = client.get("/problems")
    assert redirect.status_code in (301, 308) and redirect.headers["Location"].endswith(
        "/problems/"
    )
    text = client.get("/problems/", headers=MARKDOWN).get_data(as_text=True)
    for code in CODES:
        assert f"[{code}]({code.replace('_', '-')})" in text, code
    html = client.get("/problems/").get_data(as_text=True)
    assert html.count('<a href="') >= len(CODES)
    rule_page = client.get("/problems/rule-violation", headers=MARKDOWN)
    assert rule_page.status_code == 200
    assert "breaks a rule of the game" in rule_page.get_data(as_text=True)


def test_each_error_status_in_the_spec_shows_its_own_example(spec):
    """/docs/ shows a response's example; without one a viewer invents it from the schema and
    every error showed the same `action_not_allowed`."""
    responses = spec["components"]["responses"]
    shown = {}
    for name, response in responses.items():
        content = response.get("content", {}).get("application/problem+json")
        if content and "example" in content:
            example = content["example"]
            assert example["code"] in CODES, name
            assert example["type"] == f"/problems/{example['code'].replace('_', '-')}"
            shown[example["status"]] = example["code"]
    for status in (400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 500, 503):
        assert status in shown, status
    assert len(set(shown.values())) == len(shown)


def test_no_error_example_promises_that_nothing_was_changed(spec):
    """A store that stops answering mid-request may have committed the change, and a bug
    may come after it: the examples in /docs/ say what the service really answers (retry
    with the same Idempotency-Key), never "nothing was changed"."""
    examples = {
        content["example"]["status"]: content["example"]["detail"]
        for response in spec["components"]["responses"].values()
        for content in [response.get("content", {}).get("application/problem+json", {})]
        if "example" in content
    }
    assert "same Idempotency-Key" in examples[503]
    assert not [d for d in examples.values() if "nothing was changed" in d]


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
    page = client.get(body["type"], headers=MARKDOWN)
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
