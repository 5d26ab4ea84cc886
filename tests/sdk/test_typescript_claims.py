"""Claims and consent through the TypeScript SDK (issue 29): a short fight of each system
under opponent_confirms against the live gunicorn server and real Redis
(sdk/typescript/test/claims), with a proposal withdrawn, one rejected, one accepted and a
dispute ruled in each, the live updates telling every proposal, the export verified."""

from __future__ import annotations

import pytest

from tests.sdk.test_typescript import TS_TIMEOUT, node_test


@pytest.mark.e2e
@pytest.mark.timeout(TS_TIMEOUT)
def test_typescript_fights_under_opponent_confirms(ts_sdk, live_server):
    output = node_test(ts_sdk, "test/claims", {"REFEREE_URL": live_server.url})
    assert "# pass 3" in output, output[-3000:]
