"""Request bodies and what every answer carries (issue 14, points 2, 3, 5, 11, 12).

Every body is read in one place (referee.body): whatever it holds, the answer is
a 4xx problem+json that says what is wrong, on stateless steps and on encounters.
"""

from __future__ import annotations

import io
import json

import pytest

from tests.support.problems import assert_problem

from ..support.edge_requests import STEP, STEP_BODY, fresh_address
from ..support.urban_war import UrbanWar, roster


def nested(depth: int) -> str:
    return '{"command":' + "[" * depth + "]" * depth + "}"


@pytest.fixture
def table(client):
    return UrbanWar(client)


def encounter_routes(table):
    """A creation and a step on an encounter, with the game master's token."""
    return [
        ("/v1/encounters", {}),
        (f"/v1/encounters/{table.id}/urban-war/command-test", table.auth(table.gm)),
    ]


@pytest.mark.parametrize("depth", [33, 1000, 20_000])
def test_deep_json_is_a_400_on_step_and_encounter_routes(client, table, depth):
    body = nested(depth)
    for url, headers in [(STEP, {}), *encounter_routes(table)]:
        r = client.post(url, data=body, content_type="application/json", headers=headers)
        problem = assert_problem(r, 400, "nests", "32 levels")
        assert problem["code"] == "too_deeply_nested"


def test_the_deepest_real_request_is_read(client):
    # An encounter's models, their weapons and a weapon's bands: 5 levels.
    r = client.post(
        "/v1/encounters",
        json={"system": "urban-war", "name": "deep enough", "client_seed": "s", "models": roster()},
    )
    assert r.status_code == 201, r.data


def test_a_key_twice_in_one_object_is_a_400_naming_it(client, table):
    body = '{"command": 4, "seed": "a", "command": 12}'
    for url, headers in [(STEP, {}), *encounter_routes(table)]:
        r = client.post(url, data=body, content_type="application/json", headers=headers)
        assert assert_problem(r, 400, '"command"', "twice")["code"] == "duplicate_key"


def test_a_body_that_is_not_utf8_is_a_400(client):
    r = client.post(
        STEP, data=b'{"command": 4, "seed": "caf\xe9"}', content_type="application/json"
    )
    assert_problem(r, 400, "not UTF-8")


def test_broken_json_says_where(client):
    r = client.post(STEP, data='{"command": 4,, }', content_type="application/json")
    assert_problem(r, 400, "not valid JSON", "line 1, column 15")


def test_a_lone_surrogate_in_a_seed_is_a_422_a_player_can_read(client):
    r = client.post(STEP, data='{"command": 4, "seed": "\\ud800"}', content_type="application/json")
    problem = assert_problem(r, 422, "seed", "surrogate", "not a character")
    assert "codec" not in problem["detail"] and "utf-8" not in problem["detail"].lower()
    assert problem["errors"] == {"seed": [problem["detail"]]}
    # The answer is itself valid UTF-8 JSON.
    assert json.loads(r.data.decode("utf-8"))["code"] == "invalid_text"


def test_a_lone_surrogate_anywhere_names_its_field(client, table):
    created = client.post(
        "/v1/encounters",
        data=json.dumps(
            {"system": "urban-war", "name": "\udc00", "client_seed": "s", "models": roster()}
        ),
        content_type="application/json",
    )
    assert assert_problem(created, 422, "name")["errors"].keys() == {"name"}
    key = client.post(
        f"/v1/encounters/{table.id}/urban-war/command-test",
        data='{"\\udfff": 1}',
        content_type="application/json",
        headers=table.auth(table.gm),
    )
    assert assert_problem(key, 422, "surrogate")["errors"].keys() == {"\\udfff"}


def test_a_whole_surrogate_pair_is_a_character(client):
    r = client.post(
        STEP, data='{"command": 4, "seed": "\\ud83c\\udfb2"}', content_type="application/json"
    )
    assert r.status_code == 200 and r.get_json()["seed"] == "\U0001f3b2"


@pytest.mark.parametrize("number", ["1e308", "1e400", "-1e400", str(2**70), "NaN", "Infinity"])
def test_huge_and_non_finite_numbers_are_422_naming_the_field(client, number):
    r = client.post(STEP, data=f'{{"command": {number}}}', content_type="application/json")
    assert "command" in assert_problem(r, 422)["errors"]


def test_a_boolean_is_not_a_number(client):
    r = client.post(STEP, json={"command": True})
    assert "command" in assert_problem(r, 422)["errors"]


def chunked(client, body: bytes, **headers):
    """A body of unknown length, as a server hands over a chunked request."""
    return client.post(
        STEP,
        input_stream=io.BytesIO(body),
        content_type="application/json",
        headers={"Transfer-Encoding": "chunked", **headers},
        environ_overrides={"wsgi.input_terminated": True},
    )


@pytest.mark.parametrize("size", [64 * 1024 + 1, 100 * 1024, 200 * 1024])
def test_a_chunked_body_past_the_limit_is_a_413_not_a_cut_body(client, size):
    # Valid JSON padded with spaces: cut at the limit it still parsed, and was answered 200.
    body = json.dumps(STEP_BODY).encode().ljust(size)
    assert_problem(chunked(client, body), 413, "64 KiB")


def test_a_chunked_body_at_the_limit_is_read(client):
    body = json.dumps(STEP_BODY).encode().ljust(64 * 1024)
    r = chunked(client, body)
    assert r.status_code == 200 and r.get_json()["seed"] == "edges"


@pytest.mark.parametrize(
    "request_kwargs, status",
    [
        ({"data": "command=4", "content_type": "text/plain"}, 415),
        ({"json": {"command": "four"}}, 422),
        ({"data": "{", "content_type": "application/json"}, 400),
        ({"data": "x" * (65 * 1024), "content_type": "application/json"}, 413),
        ({"json": STEP_BODY}, 200),
    ],
)
def test_every_answer_echoes_the_request_id(client, request_kwargs, status):
    r = client.post(STEP, headers={"X-Request-ID": "vtt-7.edge"}, **request_kwargs)
    assert r.status_code == status
    assert r.headers["X-Request-ID"] == "vtt-7.edge"


def test_answers_made_before_the_view_echo_the_request_id(client, make_client):
    guarded = make_client(api_keys="alpha", rate_limit="1 per minute")
    env = {"REMOTE_ADDR": fresh_address()}
    headers = {"X-Request-ID": "vtt-8"}
    r = guarded.post(STEP, json=STEP_BODY, headers=headers, environ_base=env)
    assert r.status_code == 401 and r.headers["X-Request-ID"] == "vtt-8"
    r = guarded.post(STEP, json=STEP_BODY, headers=headers, environ_base=env)
    assert r.status_code == 429 and r.headers["X-Request-ID"] == "vtt-8"
    for path, status in (("/nowhere", 404), (STEP, 405)):
        r = client.get(path, headers=headers)
        assert r.status_code == status and r.headers["X-Request-ID"] == "vtt-8"


def test_metrics_names_its_charset_once(client):
    content_type = client.get("/metrics").headers["Content-Type"]
    assert content_type.count("charset") == 1, content_type
    assert content_type.startswith("text/plain") and "charset=utf-8" in content_type
