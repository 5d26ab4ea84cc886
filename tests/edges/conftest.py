"""Fixtures of the edge tests: apps with other settings (what they send is in
tests/support/edge_requests.py)."""

from __future__ import annotations

import dataclasses

import pytest

from referee.app import create_app


@pytest.fixture
def make_client(settings):
    def make(**changes):
        return create_app(dataclasses.replace(settings, **changes)).test_client()

    return make
