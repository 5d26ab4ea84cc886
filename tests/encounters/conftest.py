"""Fixtures for encounter tests; the helpers they use are in tests/support."""

from __future__ import annotations

import pytest

from tests.support.urban_war import UrbanWar


@pytest.fixture
def table(client):
    return UrbanWar(client)
