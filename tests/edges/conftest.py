"""Helpers for the edge tests (issue 14): a problem+json check and apps with other settings."""

from __future__ import annotations

import dataclasses
import json
import uuid

import pytest

from referee.app import create_app

STEP = "/v1/urban-war/command-test"
STEP_BODY = {"command": 4, "seed": "edges"}


def assert_problem(response, status: int, *words: str) -> dict:
    """A problem+json answer (RFC 9457) with this status whose detail has these words."""
    assert response.status_code == status, (response.status_code, response.data[:300])
    assert response.mimetype == "application/problem+json", response.mimetype
    body = json.loads(response.data)
    assert {"type", "title", "status", "detail", "code"} <= body.keys(), body
    assert body["status"] == status
    for word in words:
        assert word in body["detail"], body["detail"]
    return body


def fresh_address() -> str:
    """A client address no earlier run has used, so rate-limit counts start at zero."""
    raw = uuid.uuid4().bytes
    return f"10.{raw[0]}.{raw[1]}.{raw[2]}"


@pytest.fixture
def make_client(settings):
    def make(**changes):
        return create_app(dataclasses.replace(settings, **changes)).test_client()

    return make
