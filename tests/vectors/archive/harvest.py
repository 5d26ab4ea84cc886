"""A pytest plugin for make_archive.py: after each test, reveal and export every encounter
the test created through Flask's test client, and write the export to $ARCHIVE_HARVEST.

It reads only the public routes (POST /v1/encounters, /reveal, /verify, /export), so it runs on the
tests of any commit, however their drivers were written. With $ARCHIVE_CLOCK (an ISO 8601
moment) the service's clock starts there, so the log's times say when that code was live.
With $ARCHIVE_SIGNING_KEY (a PEM, PKCS#8 Ed25519 key) every app the tests create signs with
it, and the key set that checks what it signed is written to $ARCHIVE_HARVEST/keys.json.
"""

from __future__ import annotations

import dataclasses
import importlib
import itertools
import json
import os
from datetime import datetime
from pathlib import Path

import pytest
from flask.testing import FlaskClient

OUT = Path(os.environ.get("ARCHIVE_HARVEST", "harvest"))
_made: list[tuple[FlaskClient, str, str]] = []
_numbers = itertools.count(1)
_post = FlaskClient.post


def _recording_post(self, *args, **kwargs):
    response = _post(self, *args, **kwargs)
    path = args[0] if args else kwargs.get("path", "")
    if path == "/v1/encounters" and response.status_code == 201:
        body = response.get_json()
        _made.append((self, body["encounter"]["id"], body["gm_token"]))
    return response


FlaskClient.post = _recording_post


def _set_clock(start: str) -> None:
    """The encounters' `now()` (wherever the commit keeps it) runs from `start`."""
    shift = datetime.fromisoformat(start) - datetime.now(datetime.fromisoformat(start).tzinfo)

    class Clock(datetime):
        @classmethod
        def now(cls, tz=None):
            return datetime.now(tz) + shift

    for name in ("referee.encounters.service", "referee.encounters.replies"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(module, "now") and hasattr(module, "datetime"):
            module.datetime = Clock


def _sign_with(pem: str) -> None:
    """Every app signs with `pem` (the tests' conftest imports create_app after this plugin)."""
    app_module = importlib.import_module("referee.app")
    create_app = app_module.create_app

    def signing_app(settings=None, *args, **kwargs):
        if settings is None:
            settings = importlib.import_module("referee.config").Settings.from_env()
        settings = dataclasses.replace(settings, signing_key=pem, signing_key_file=None)
        app = create_app(settings, *args, **kwargs)
        keys = OUT / "keys.json"
        if not keys.exists():
            keys.parent.mkdir(parents=True, exist_ok=True)
            jwks = app.test_client().get("/.well-known/jwks.json").get_json()
            keys.write_text(json.dumps(jwks, indent=1) + "\n", "utf-8")
        return app

    app_module.create_app = signing_app


if os.environ.get("ARCHIVE_SIGNING_KEY"):
    _sign_with(os.environ["ARCHIVE_SIGNING_KEY"])


def pytest_configure(config):
    if os.environ.get("ARCHIVE_CLOCK"):
        _set_clock(os.environ["ARCHIVE_CLOCK"])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    _made.clear()
    yield
    for client, encounter_id, gm_token in _made:
        auth = {"Authorization": f"Bearer {gm_token}"}
        try:
            client.post(f"/v1/encounters/{encounter_id}/reveal", headers=auth)
            answer = client.get(f"/v1/encounters/{encounter_id}/export", headers=auth)
        except Exception:  # noqa: BLE001 (a test may leave its app closed: skip it)
            continue
        checked = client.get(f"/v1/encounters/{encounter_id}/verify")
        if answer.status_code != 200 or not (checked.get_json() or {}).get("ok"):
            continue  # a test that tampered with its log: not what the service wrote
        export = answer.get_json()
        if not any(entry.get("rolls") for entry in export["log"]):
            continue
        folder = OUT / export["encounter"]["system"]
        folder.mkdir(parents=True, exist_ok=True)
        named = {"test": item.nodeid, "export": export}
        (folder / f"{next(_numbers):04d}.json").write_text(json.dumps(named), "utf-8")
    _made.clear()
