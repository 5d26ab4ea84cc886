"""A browser app on an allowed origin may send every header the TypeScript SDK sends.

The SDK names itself in `X-Referee-Client` on every request; in a browser that header makes
the request preflighted, and a preflight that does not allow it fails the call before it is
sent, so the CORS set-up must list it beside the others the SDK uses.
"""

from __future__ import annotations

import dataclasses

from referee.app import create_app

SDK_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "X-Referee-Client"]


def allowed_by_preflight(settings, path: str, method: str, headers: list[str]) -> set[str]:
    """The headers a browser on an allowed origin may send, as the preflight answers."""
    client = create_app(
        dataclasses.replace(settings, cors_origins="https://vtt.example")
    ).test_client()
    r = client.options(
        path,
        headers={
            "Origin": "https://vtt.example",
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": ", ".join(headers),
        },
    )
    assert r.headers["Access-Control-Allow-Origin"] == "https://vtt.example"
    return {h.strip().lower() for h in r.headers["Access-Control-Allow-Headers"].split(",")}


def test_a_preflight_allows_the_sdk_headers(settings):
    allowed = allowed_by_preflight(
        settings, "/v1/encounters/e1/urban-war/orders", "POST", SDK_HEADERS
    )
    assert allowed >= {h.lower() for h in SDK_HEADERS}, allowed


def test_a_preflight_allows_the_live_updates_headers(settings):
    """subscribe() in a browser resumes a stream with Last-Event-ID beside the token."""
    wanted = ["Authorization", "Last-Event-ID", "X-Referee-Client"]
    allowed = allowed_by_preflight(settings, "/v1/encounters/e1/events", "GET", wanted)
    assert allowed >= {h.lower() for h in wanted}, allowed
