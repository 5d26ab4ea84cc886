"""Write openapi/openapi.json from the app itself, formatted as flask-smorest's CLI writes it."""

from __future__ import annotations

import os
import sys

NO_STORE = "redis://127.0.0.1:1/0"  # never connected: the spec needs no store


def spec_text() -> str:
    import flask

    from referee.app import create_app

    # Only for building this app: the tests import this module, and a process-wide
    # REDIS_URL pointing nowhere would break every test that runs after it.
    unset = "REDIS_URL" not in os.environ
    os.environ.setdefault("REDIS_URL", NO_STORE)
    try:
        app = create_app()
    finally:
        if unset:
            del os.environ["REDIS_URL"]
    with app.app_context():
        api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
        return flask.json.dumps(api.spec.to_dict(), indent=2, sort_keys=False) + "\n"


if __name__ == "__main__":
    target = sys.argv[1]
    with open(target, "w", encoding="utf-8") as f:
        f.write(spec_text())
