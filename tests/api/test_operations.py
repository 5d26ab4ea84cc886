"""Operations endpoints: /healthz, /readyz against real and unreachable Redis, /docs."""

import re

from referee.app import create_app
from referee.config import Settings
from referee.store.embedded import free_port


def test_healthz(client):
    r = client.get("/healthz")
    assert r.status_code == 200 and r.get_json() == {"status": "ok"}


def test_readyz_pings_real_redis(client, redis_url):
    r = client.get("/readyz")
    assert r.status_code == 200
    assert r.get_json() == {
        "status": "ready",
        "store": "redis",
        "persistent": True,
        "signing_key": "generated",  # the suite sets no key: one is made and kept in Redis
    }


def test_readyz_is_503_problem_when_redis_is_down():
    port = free_port()
    dead = Settings(
        redis_url=f"redis://127.0.0.1:{port}/0",
        redis_embedded=False,
        redis_timeout_s=0.5,
        max_body_bytes=65536,
    )
    r = create_app(dead).test_client().get("/readyz")
    assert r.status_code == 503 and r.mimetype == "application/problem+json"
    body = r.get_json(force=True)
    assert body["code"] == "store_unavailable" and "store unavailable" in body["detail"]
    # Nothing about where the store is: the answer may reach anyone.
    assert str(port) not in r.get_data(as_text=True)
    assert "127.0.0.1" not in r.get_data(as_text=True)
    assert r.headers["Retry-After"] == "1"


def test_probes_stay_open_with_api_keys(redis_url, settings):
    """Orchestrators' probes send no key: /healthz and /readyz answer without one."""
    import dataclasses

    client = create_app(dataclasses.replace(settings, api_keys="alpha")).test_client()
    assert client.get("/healthz").status_code == 200
    assert client.get("/readyz").status_code == 200
    assert client.post("/v1/urban-war/command-test", json={"command": 4}).status_code == 401


def test_docs_are_served_with_local_assets(client):
    page = client.get("/docs/")
    assert page.status_code == 200
    html = page.data.decode()
    assert "/openapi.json" in html
    # Only this server is referenced (the test client's host is localhost): no CDN.
    assert not re.findall(r"https?://(?!localhost[/:])", html)
    for asset in ("swagger-ui-bundle.js", "swagger-ui.css"):
        assert asset in html
        assert client.get(f"/docs/{asset}").status_code == 200


def test_openapi_json_is_served(client):
    spec = client.get("/openapi.json").get_json()
    assert "/v1/urban-war/command-test" in spec["paths"]
