"""Contract fuzzing: schemathesis drives every operation of the spec against the app, with
every default check (no 5xx, status codes and content types as documented, response bodies
matching their schemas, invalid input rejected, valid input accepted).

The schema comes from a fixture (schemathesis.pytest.from_fixture), so collecting the test
suite builds no app and starts no Redis; it takes minutes, so it runs with
`./scripts/test --all` (marker `slow`).
"""

from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, settings

CONFIG = Path(__file__).with_name("schemathesis.toml")

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def api_schema(app):
    config = schemathesis.config.SchemathesisConfig.from_path(CONFIG)
    return schemathesis.openapi.from_wsgi("/openapi.json", app, config=config)


schema = schemathesis.pytest.from_fixture("api_schema")


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
