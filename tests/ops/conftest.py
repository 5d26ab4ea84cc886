"""Fixtures of the operations tests."""

from __future__ import annotations

import pytest

from tests.support.replicas import primary_and_replica


@pytest.fixture(scope="module")
def pair():
    """A Redis primary and its linked replica, started for the module."""
    yield from primary_and_replica()
