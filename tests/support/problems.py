"""The check of a problem+json answer (RFC 9457), for every suite."""

from __future__ import annotations

import json

PROBLEM = "application/problem+json"


def assert_problem(response, status: int, *words: str, field=None, code=None) -> dict:
    """A problem+json answer with this status whose detail has these words; with `field`,
    its errors name that field; with `code`, its code is that one. Returns the body."""
    assert response.status_code == status, (response.status_code, response.data)
    assert response.mimetype == PROBLEM, (response.mimetype, response.data)
    body = json.loads(response.data)
    assert {"type", "title", "status", "detail", "code"} <= body.keys(), body
    assert body["status"] == status, body
    for word in words:
        assert word in body["detail"], (word, body["detail"])
    if field is not None:
        assert field in body.get("errors", {}), (field, body)
    if code is not None:
        assert body["code"] == code, (code, body)
    return body
