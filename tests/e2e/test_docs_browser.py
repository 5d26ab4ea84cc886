"""/docs in a real browser: headless Chromium, no network but this server, renders the API."""

import html
import re
import shutil
import subprocess
import tempfile

import pytest
import requests

pytestmark = pytest.mark.e2e

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def window_height(spec: dict) -> int:
    """A window tall enough to show Swagger UI's whole operation list at once.

    From 150 rows (one per tag and one per operation, every tag open) Swagger UI 5 virtualizes
    the list: only the rows inside the window (and three more) are in the DOM, so a default
    800x600 window would dump none of the operations. A collapsed row is about 50 px tall.
    """
    operations = [
        operation
        for item in spec["paths"].values()
        for method, operation in item.items()
        if method in METHODS
    ]
    tags = {tag for operation in operations for tag in operation.get("tags", ["default"])}
    return 3000 + 100 * (len(operations) + len(tags))


def test_docs_render_the_api_with_local_assets_only(live_server):
    assert BROWSER, "no chromium on PATH: ./scripts/test installs Debian's chromium"
    spec = requests.get(f"{live_server.url}/openapi.json", timeout=10).json()
    profile = tempfile.mkdtemp(prefix="referee-chromium-")
    try:
        result = subprocess.run(
            [
                BROWSER,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--user-data-dir={profile}",
                # The network is off: every host but this server fails to resolve, and
                # anything else would have to go through a proxy that does not exist.
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                "--proxy-server=http://127.0.0.1:9",
                "--proxy-bypass-list=127.0.0.1",
                f"--window-size=1280,{window_height(spec)}",
                "--virtual-time-budget=15000",
                "--dump-dom",
                f"{live_server.url}/docs/",
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    dom = result.stdout
    assert result.returncode == 0, result.stderr[-2000:]
    # Swagger UI ran (from the service's own assets), fetched /openapi.json and drew it.
    assert 'class="swagger-ui' in dom
    assert "Referee" in dom
    assert "/v1/urban-war/command-test" in dom and "/v1/encounters" in dom
    assert "opblock" in dom
    # Every route is drawn, not only the first screenful.
    drawn = {html.unescape(path) for path in re.findall(r'data-path="([^"]*)"', dom)}
    assert set(spec["paths"]) <= drawn, sorted(set(spec["paths"]) - drawn)
