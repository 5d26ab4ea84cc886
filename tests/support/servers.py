"""The servers the tests run against: one throwaway Redis per process (unless REDIS_URL
names one) and gunicorn serving the app as the README runs it.

tests/conftest.py makes fixtures of them; a module that needs a server outside a fixture
(its own gunicorn, or an app built at import) imports them from here.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

from referee.store.embedded import EmbeddedRedis, free_port

ROOT = Path(__file__).resolve().parents[2]

_server: EmbeddedRedis | None = None


def redis_url_for_tests() -> str:
    """REDIS_URL if set, else a redis-server this process starts the first time it asks."""
    global _server
    url = os.environ.get("REDIS_URL")
    if url:
        return url
    if _server is None:
        _server = EmbeddedRedis(port=free_port()).start()
    return _server.url


def stop_redis() -> None:
    """Stop the redis-server redis_url_for_tests started, if it did."""
    if _server is not None:
        _server.stop()


class LiveServer:
    """gunicorn serving the app from deploy/gunicorn.conf.py, as the README runs it."""

    def __init__(self, env: dict[str, str], workers: int = 2):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # Load tests come from one address: no rate limit unless a test asks for one.
        self.env = {
            **os.environ,
            "REFEREE_RATE_LIMIT": "",
            # ... and no cap on the live-update streams one address holds (0 is off).
            "REFEREE_EVENTS_PER_CLIENT": "0",
            **env,
            "PORT": str(self.port),
            "HOST": "127.0.0.1",
            "WEB_CONCURRENCY": str(workers),
        }
        self.process: subprocess.Popen | None = None
        self.log = Path(tempfile.mkdtemp(prefix="referee-gunicorn-")) / "gunicorn.log"
        self._output: str | None = None

    def start(self) -> LiveServer:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "-c",
                str(ROOT / "deploy" / "gunicorn.conf.py"),
                "referee.app:create_app()",
            ],
            cwd=ROOT,
            env=self.env,
            stdout=self.log.open("wb"),
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.stop()
                raise RuntimeError(f"gunicorn exited: {self.output()[-3000:]}")
            try:
                if requests.get(self.url + "/readyz", timeout=5).status_code == 200:
                    return self
            except requests.RequestException:  # not listening yet, or still loading
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"gunicorn did not become ready: {self.output()[-3000:]}")

    def stop(self) -> None:
        """Stop gunicorn, keep its log in memory (output()) and remove its directory.

        SIGQUIT, gunicorn's quick shutdown: a graceful one (SIGTERM, tested on its own in
        tests/e2e/test_start_stop.py) waits out every idle keep-alive connection a test
        left open, 5 s and more, longer than xdist gives a worker to finish (it then
        interrupts the worker's teardown with SIGINT).
        """
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self._output is None:
            self._output = self.output()
            shutil.rmtree(self.log.parent, ignore_errors=True)

    def output(self) -> str:
        if self._output is not None:
            return self._output
        return self.log.read_text(errors="replace")
