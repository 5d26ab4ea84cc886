"""Fixtures for the SDK tests: the TypeScript SDK installed and built, and a flaky proxy.

The flaky proxy stands between an SDK and the live gunicorn server and makes every
request that carries an Idempotency-Key fail the way networks do: the first try reaches
the server (which applies the step) but the answer is lost (the connection drops), the
second try gets a 503 problem; from the third try on requests pass. An SDK that retries
safely gets the answer of the first try, and the encounter's log grows by one step only.
"""

from __future__ import annotations

import json
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests

from tests.support.run_once import exclusive, once

HOP_HEADERS = {"connection", "keep-alive", "transfer-encoding", "content-length", "host"}
BUSY = {
    "type": "/problems/service-unavailable",
    "title": "Service Unavailable",
    "status": 503,
    "detail": "the flaky proxy drops this one",
    "code": "unavailable",
}


class FlakyProxy:
    def __init__(self, upstream: str):
        self.upstream = upstream
        self.attempts: Counter[str] = Counter()  # tries per Idempotency-Key
        self.forwarded: Counter[str] = Counter()  # of which reached the server
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def _handle(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                key = self.headers.get("Idempotency-Key")
                attempt = 0
                if key:
                    with lock:
                        proxy.attempts[key] += 1
                        attempt = proxy.attempts[key]
                if attempt == 2:
                    payload = json.dumps(BUSY).encode()
                    self.send_response(503)
                    self.send_header("Content-Type", "application/problem+json")
                    self.send_header("Retry-After", "0")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    return
                headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_HEADERS}
                answer = requests.request(
                    self.command, proxy.upstream + self.path, headers=headers, data=body, timeout=30
                )
                if key:
                    with lock:
                        proxy.forwarded[key] += 1
                if attempt == 1:
                    self.close_connection = True  # the answer is lost on the way back
                    return
                self.send_response(answer.status_code)
                for name, value in answer.headers.items():
                    if name.lower() not in HOP_HEADERS | {"content-encoding"}:
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(answer.content)))
                self.end_headers()
                self.wfile.write(answer.content)

            do_GET = do_POST = do_PUT = do_DELETE = _handle

        lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> FlakyProxy:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def flaky_proxy(live_server):
    proxy = FlakyProxy(live_server.url).start()
    yield proxy
    proxy.stop()


@pytest.fixture(scope="session")
def cutting_proxy(live_server):
    """In front of the live server: every live-updates stream is dropped after 3 entries."""
    from tests.support.cutting_proxy import CuttingProxy

    proxy = CuttingProxy(live_server.port, entries_per_connection=3).start()
    yield proxy
    proxy.stop()


@pytest.fixture(scope="session")
def ts_sdk(tmp_path_factory):
    """sdk/typescript with its node_modules (npm ci from the lock file) and dist/ built,
    once per run whatever the number of workers."""
    import sdk_typescript  # scripts/, on sys.path from tests/conftest.py

    def build():
        built = sdk_typescript.build(capture_output=True, text=True)
        assert built.returncode == 0, built.stdout + built.stderr

    with exclusive(tmp_path_factory, "node-modules"):
        sdk_typescript.ensure_node_modules()
    once(tmp_path_factory, "sdk-typescript-dist", build)
    return sdk_typescript
