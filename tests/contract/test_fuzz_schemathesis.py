"""Contract fuzzing: schemathesis drives every operation of the spec against the app, with
every default check (no 5xx, status codes and content types as documented, response bodies
matching their schemas, invalid input rejected, valid input accepted)."""

from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, settings

from referee.app import create_app
from referee.config import Settings

from ..conftest import _redis_url

APP = create_app(
    Settings(
        redis_url=_redis_url(), redis_embedded=False, redis_timeout_s=2.0, max_body_bytes=64 * 1024
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
