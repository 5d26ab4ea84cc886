"""A browser app on an allowed origin may send every header the TypeScript SDK sends.

The SDK names itself in `X-Referee-Client` on every request; in a browser that header makes
the request preflighted, and a preflight that does not allow it fails the call before it is
sent, so the CORS set-up must list it beside the others the SDK uses.
"""

from __future__ import annotations

import dataclasses

from referee.app import create_app

SDK_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "X-Referee-Client"]


def test_a_preflight_allows_the_sdk_headers(settings):
    client = create_app(
        dataclasses.replace(settings, cors_origins="https://vtt.example")
    ).test_client()
    r = client.options(
        "/v1/encounters/e1/urban-war/orders",
        headers={
            "Origin": "https://vtt.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": ", ".join(SDK_HEADERS),
        },
    )
    assert r.headers["Access-Control-Allow-Origin"] == "https://vtt.example"
    allowed = {h.strip().lower() for h in r.headers["Access-Control-Allow-Headers"].split(",")}
    assert allowed >= {h.lower() for h in SDK_HEADERS}, allowed
