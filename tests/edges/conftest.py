"""Helpers for the edge tests (issue 14): a problem+json check and apps with other settings."""

from __future__ import annotations

import dataclasses
import uuid

import pytest

from referee.app import create_app

STEP = "/v1/urban-war/command-test"
STEP_BODY = {"command": 4, "seed": "edges"}


def fresh_address() -> str:
    """A client address no earlier run has used, so rate-limit counts start at zero."""
    raw = uuid.uuid4().bytes
    return f"10.{raw[0]}.{raw[1]}.{raw[2]}"


@pytest.fixture
def make_client(settings):
    def make(**changes):
        return create_app(dataclasses.replace(settings, **changes)).test_client()

    return make
