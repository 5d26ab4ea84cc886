"""Contract fuzzing: schemathesis drives every operation of the spec against the app, with
every default check (no 5xx, status codes and content types as documented, response bodies
matching their schemas, invalid input rejected, valid input accepted).

Building one test per operation takes minutes by itself (schemathesis reads the whole
spec at import), so this module is a slow suite: tests/conftest.py collects it only with
`./scripts/test --all` (CI). schemathesis.pytest.from_fixture would defer the work to a
fixture, but it does not run under pytest 9 (it sets Node._nodeid, which pytest 9 no
longer has).
"""

from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, settings

from referee.app import create_app
from referee.config import Settings

from ..support.servers import redis_url_for_tests

pytestmark = pytest.mark.slow

APP = create_app(
    Settings(
        redis_url=redis_url_for_tests(),
        redis_embedded=False,
        redis_timeout_s=2.0,
        max_body_bytes=64 * 1024,
    )
)
CONFIG = schemathesis.config.SchemathesisConfig.from_path(
    Path(__file__).with_name("schemathesis.toml")
)
schema = schemathesis.openapi.from_wsgi("/openapi.json", APP, config=CONFIG)


@pytest.mark.timeout(600)
@schema.parametrize()
@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.explicit, Phase.generate],
)
def test_api_contract(case):
    case.call_and_validate()
