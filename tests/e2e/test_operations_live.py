"""Operations under gunicorn: metrics aggregated across workers, JSON access logs."""

import json
import re

import pytest
import requests

from ..support.servers import LiveServer

pytestmark = pytest.mark.e2e


def test_metrics_add_up_across_two_workers_and_logs_are_json(redis_url):
    server = LiveServer({"REDIS_URL": redis_url, "GUNICORN_ACCESSLOG": "-"}, workers=2).start()
    try:
        session = requests.Session()
        for i in range(60):
            # New connections spread the requests over both workers.
            r = requests.post(
                f"{server.url}/v1/urban-war/command-test",
                json={"command": 4, "seed": f"m{i}"},
                headers={"X-Request-ID": f"req-{i}"},
                timeout=5,
            )
            assert r.status_code == 200 and r.headers["X-Request-ID"] == f"req-{i}"
        text = session.get(f"{server.url}/metrics", timeout=5).text
        match = re.search(
            r'referee_steps_resolved_total\{mode="stateless",step="command_test",'
            r'system="urban-war"\} (\d+(\.\d+)?)',
            text,
        )
        assert match and float(match.group(1)) == 60
    finally:
        server.stop()
    lines = [
        json.loads(line)
        for line in server.output().splitlines()
        if line.startswith("{") and '"method"' in line
    ]
    steps = [line for line in lines if line["path"] == "/v1/urban-war/command-test"]
    assert len(steps) == 60 and {line["status"] for line in steps} == {200}
    assert {line["request_id"] for line in steps} == {f"req-{i}" for i in range(60)}
    workers = set(re.findall(r"Booting worker with pid: (\d+)", server.output()))
    assert len(workers) == 2
