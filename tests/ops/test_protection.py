"""Rate limits, API keys, CORS and request ids (issue: production protection)."""

import dataclasses

import pytest

from referee.app import create_app
from tests.support.problems import assert_problem

URL = "/v1/urban-war/command-test"
BODY = {"command": 4, "seed": "s"}


@pytest.fixture
def make_client(settings):
    def make(**changes):
        return create_app(dataclasses.replace(settings, **changes)).test_client()

    return make


def test_rate_limit_is_a_429_problem_with_retry_after(make_client):
    client = make_client(rate_limit="3 per minute")
    # Each test gets its own client address, so earlier runs do not count.
    env = {"REMOTE_ADDR": "10.9.8.7"}
    for _ in range(3):
        assert client.post(URL, json=BODY, environ_base=env).status_code == 200
    r = client.post(URL, json=BODY, environ_base=env)
    assert_problem(r, 429, "3 per 1 minute", code="rate_limited")
    assert int(r.headers["Retry-After"]) >= 1
    # Health stays open; another client has its own budget.
    assert client.get("/healthz", environ_base=env).status_code == 200
    assert client.post(URL, json=BODY, environ_base={"REMOTE_ADDR": "10.9.8.6"}).status_code == 200


def test_api_keys_when_configured(make_client):
    client = make_client(api_keys="alpha, beta")
    r = client.post(URL, json=BODY)
    assert_problem(r, 401, "X-API-Key")
    r = client.post(URL, json=BODY, headers={"X-API-Key": "gamma"})
    assert r.status_code == 401 and "not valid" in r.get_json()["detail"]
    assert client.post(URL, json=BODY, headers={"X-API-Key": "beta"}).status_code == 200
    for open_path in ("/healthz", "/readyz", "/metrics", "/openapi.json", "/docs/"):
        assert client.get(open_path).status_code == 200, open_path


def test_no_api_key_needed_by_default(client):
    assert client.post(URL, json=BODY).status_code == 200


def test_cors_for_configured_origins(make_client):
    client = make_client(cors_origins="https://vtt.example")
    r = client.options(
        URL,
        headers={
            "Origin": "https://vtt.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Content-Type, If-Match",
        },
    )
    assert r.headers["Access-Control-Allow-Origin"] == "https://vtt.example"
    r = client.post(URL, json=BODY, headers={"Origin": "https://vtt.example"})
    assert "ETag" in r.headers.get("Access-Control-Expose-Headers", "")
    r = client.post(URL, json=BODY, headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in r.headers


def test_request_id_is_echoed_or_made(client):
    r = client.get("/healthz", headers={"X-Request-ID": "vtt-42.abc"})
    assert r.headers["X-Request-ID"] == "vtt-42.abc"
    made = client.get("/healthz").headers["X-Request-ID"]
    assert len(made) == 32 and made != client.get("/healthz").headers["X-Request-ID"]
    assert (
        client.get("/healthz", headers={"X-Request-ID": "bad id;drop"}).headers["X-Request-ID"]
        != "bad id;drop"
    )


def test_metrics_count_requests_and_steps(client):
    client.post(URL, json=BODY)
    text = client.get("/metrics").get_data(as_text=True)
    assert (
        'referee_http_requests_total{method="POST",route="/v1/urban-war/command-test",'
        'status="200"}' in text
    )
    assert (
        'referee_steps_resolved_total{mode="stateless",step="command_test",'
        'system="urban-war"}' in text
    )
    assert "referee_http_request_duration_seconds_bucket" in text
