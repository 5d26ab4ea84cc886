"""Write openapi/openapi.json from the app itself, formatted as flask-smorest's CLI writes it."""

from __future__ import annotations

import os
import sys

os.environ.setdefault(
    "REDIS_URL", "redis://127.0.0.1:1/0"
)  # never connected: the spec needs no store


def spec_text() -> str:
    import flask

    from referee.app import create_app

    app = create_app()
    with app.app_context():
        api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
        return flask.json.dumps(api.spec.to_dict(), indent=2, sort_keys=False) + "\n"


if __name__ == "__main__":
    target = sys.argv[1]
    with open(target, "w", encoding="utf-8") as f:
        f.write(spec_text())
