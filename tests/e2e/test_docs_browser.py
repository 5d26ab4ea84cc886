"""/docs in a real browser: headless Chromium, no network but this server, renders the API."""

import shutil
import subprocess
import tempfile

import pytest

pytestmark = pytest.mark.e2e

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")


def test_docs_render_the_api_with_local_assets_only(live_server):
    assert BROWSER, "no chromium on PATH: ./scripts/test installs Debian's chromium"
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
