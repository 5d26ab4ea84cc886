"""Debian's haproxy in front of the service's replicas, as an operator would put one:
HTTP mode, round robin, long timeouts for the live-update streams. Its config sits in a
private folder that stop() removes."""

from __future__ import annotations

import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import requests

from referee.store.embedded import _dies_with_parent, free_port

CONFIG = """\
global
    maxconn 2000
defaults
    mode http
    timeout connect 2s
    timeout client 120s
    timeout server 120s
    timeout tunnel 120s
frontend referee
    bind 127.0.0.1:{port}
    default_backend replicas
backend replicas
    balance roundrobin
{servers}
"""


class Haproxy:
    def __init__(self, backends: list[str]):
        self.backends = backends
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.folder = Path(tempfile.mkdtemp(prefix="referee-haproxy-"))
        self.process: subprocess.Popen | None = None

    def start(self) -> Haproxy:
        binary = shutil.which("haproxy") or "/usr/sbin/haproxy"
        servers = "\n".join(
            f"    server replica{i} {url.split('://', 1)[1]}"
            for i, url in enumerate(self.backends, 1)
        )
        config = self.folder / "haproxy.cfg"
        config.write_text(CONFIG.format(port=self.port, servers=servers))
        # -db: stay in the foreground, so that stop() ends it by its id; and it dies with
        # the test process, as the test's redis-servers do.
        with (self.folder / "haproxy.log").open("wb") as log:
            self.process = subprocess.Popen(
                _dies_with_parent([binary, "-db", "-f", str(config)]),
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                output = (self.folder / "haproxy.log").read_text(errors="replace")
                self.stop()
                raise RuntimeError(f"haproxy exited: {output[-2000:]}")
            try:
                if requests.get(self.url + "/healthz", timeout=2).status_code == 200:
                    return self
            except requests.RequestException:
                pass
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("haproxy did not answer")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
