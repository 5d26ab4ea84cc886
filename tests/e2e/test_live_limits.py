"""Live-update streams over real gunicorn (issue 32): a client that goes away frees its slot
within about a second, one client cannot hold more than its cap, and the probes answer
whatever the streams do. In one process: tests/encounters/test_live_limits.py."""

from __future__ import annotations

import socket
import time

import pytest
import requests

from ..support.live_encounters import create
from ..support.servers import LiveServer

pytestmark = pytest.mark.e2e


def open_stream(server: LiveServer, eid: str) -> tuple[socket.socket, int]:
    """A raw connection reading the stream: its status, and the socket to close."""
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    sock.sendall(f"GET /v1/encounters/{eid}/events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    head = b""
    while b"\r\n" not in head:
        chunk = sock.recv(1024)
        assert chunk, head
        head += chunk
    return sock, int(head.split(b" ", 2)[1])


def test_a_client_that_goes_away_frees_its_slot_within_a_second_or_two(redis_url):
    server = LiveServer({"REDIS_URL": redis_url, "REFEREE_EVENTS_PER_CLIENT": "2"}).start()
    try:
        eid, _ = create(server.url)
        held = [open_stream(server, eid) for _ in range(2)]
        assert [status for _, status in held] == [200, 200]
        refused = requests.get(f"{server.url}/v1/encounters/{eid}/events", timeout=10)
        assert refused.status_code == 429 and refused.headers["Retry-After"]
        assert refused.json()["code"] == "too_many_streams"
        for sock, _ in held:
            sock.close()
        gone = time.monotonic()
        while True:
            sock, status = open_stream(server, eid)
            sock.close()
            if status == 200:
                break
            assert time.monotonic() - gone < 5, "the slots were not given back"
            time.sleep(0.1)
        freed = time.monotonic() - gone
        print(f"slots freed {freed:.2f} s after the client closed its streams")
        assert freed < 3
    finally:
        server.stop()


def test_probes_answer_while_streams_fill_a_worker(redis_url):
    """One worker of 40 connections; a client with no per-client cap opens 60 streams: the
    worker takes 30 (three quarters), refuses the rest with 503, and /healthz and /readyz
    answer at once."""
    server = LiveServer(
        {
            "REDIS_URL": redis_url,
            "GUNICORN_WORKER_CONNECTIONS": "40",
            "REFEREE_EVENTS_PER_ENCOUNTER": "0",
        },
        workers=1,
    ).start()
    held = []
    try:
        eid, _ = create(server.url)
        statuses = []
        for _ in range(60):
            sock, status = open_stream(server, eid)
            statuses.append(status)
            if status == 200:
                held.append(sock)
            else:
                sock.close()
        assert statuses.count(200) == 30 and statuses.count(503) == 30, statuses
        for probe in ("/healthz", "/readyz"):
            start = time.monotonic()
            assert requests.get(f"{server.url}{probe}", timeout=5).status_code == 200
            assert time.monotonic() - start < 1, probe
    finally:
        for sock in held:
            sock.close()
        server.stop()
