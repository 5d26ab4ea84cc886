"""Playing the table's browser scenarios (web/test/table.browser.mjs) and checking that no
token left the browser: shared by the tests in tests/web."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from tests.support.servers import LiveServer

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
SHOTS = Path(__file__).resolve().parents[1] / "web" / "screenshots"
SCENARIO_TIMEOUT = 280


def play(web_client, server: LiveServer, scenario: str) -> dict:
    assert BROWSER, "no chromium on PATH: ./scripts/test installs Debian's chromium"
    env = {
        **os.environ,
        "REFEREE_URL": server.url,
        "REFEREE_SHOTS": str(SHOTS),
        "CHROMIUM": BROWSER,
    }
    result = web_client.node(
        "test/table.browser.mjs",
        scenario,
        env=env,
        capture_output=True,
        text=True,
        timeout=SCENARIO_TIMEOUT,
    )
    assert result.returncode == 0, (result.stdout[-3000:], result.stderr[-6000:])
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["scenario"] == scenario
    check_no_token_left_the_browser(server, summary)
    return summary


def check_no_token_left_the_browser(server: LiveServer, summary: dict) -> None:
    tokens = summary["tokens"]
    assert len(tokens) == 3 and all(len(t) >= 20 for t in tokens), tokens  # red, blue, gm
    requests = summary["requests"]
    assert any("/v1/encounters/" in r["url"] for r in requests)
    for request in requests:
        assert request["referer"] == "", request  # Referrer-Policy: no-referrer
        assert not any(token in request["url"] for token in tokens), request["url"]
    lines = [line for line in server.output().splitlines() if '"request"' in line]
    assert any("/table/" in line for line in lines), "the access log is on"
    for line in lines:
        assert not any(token in line for token in tokens), line
