"""Edges only a real server shows (issue 14, points 3, 7, 8 and the acceptance fuzz).

One gunicorn from deploy/gunicorn.conf.py with its JSON access log on: chunked
bodies past the limit, URIs and headers gunicorn reads itself, and a bounded fuzz
of hostile requests (bodies, queries, User-Agents, CR and LF in headers, oversize
chunked bodies). Every answer is the app's documented problem+json, or one of the
errors the README says gunicorn answers itself (400, 414, 431 as text/html); every
line the server wrote is one JSON object.
"""

from __future__ import annotations

import json
import shutil
import socket
import tempfile

import pytest
import requests
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..support.servers import LiveServer
from .hostile import documented_statuses, encode, hostile_body, statuses_for

pytestmark = pytest.mark.e2e

STEP = "/v1/urban-war/command-test"
STEP_BODY = {"command": 4, "seed": "edges"}
LIMIT = 64 * 1024
# What gunicorn answers itself, as README (Configuration) documents: text/html.
GUNICORN_ANSWERS = {400, 414, 431}


@pytest.fixture(scope="module")
def server(redis_url):
    metrics = tempfile.mkdtemp(prefix="referee-edges-metrics-")
    live = LiveServer(
        {"REDIS_URL": redis_url, "GUNICORN_ACCESSLOG": "-", "PROMETHEUS_MULTIPROC_DIR": metrics},
        workers=1,
    ).start()
    live.documented = documented_statuses(requests.get(live.url + "/openapi.json").json())
    yield live
    live.stop()
    shutil.rmtree(metrics, ignore_errors=True)
    shutil.rmtree(live.log.parent, ignore_errors=True)


def exchange(server, raw: bytes) -> tuple[int, dict[str, str], bytes]:
    """The first answer to raw request bytes on a connection of their own."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        try:
            sock.sendall(raw)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # refused mid-body and closed: the answer is already waiting
        data = b""
        try:
            while chunk := sock.recv(65536):
                data += chunk
        except ConnectionResetError:
            pass
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    # A request that smuggled a blank line in gets a second answer after the first.
    return status, headers, rest[: int(headers.get("content-length", len(rest)))]


def request_bytes(
    method: str,
    target: str,
    body: bytes = b"",
    headers: list[tuple[bytes, bytes]] = (),
    chunked: bool = False,
) -> bytes:
    lines = [f"{method} {target} HTTP/1.1".encode("latin-1"), b"Host: 127.0.0.1"]
    lines += [name + b": " + value for name, value in headers]
    lines.append(b"Connection: close")
    if body or method in ("POST", "PUT"):
        lines.append(b"Content-Type: application/json")
        if chunked:
            lines.append(b"Transfer-Encoding: chunked")
            parts = [body[i : i + 8192] for i in range(0, len(body), 8192)]
            payload = b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + b"0\r\n\r\n"
        else:
            lines.append(b"Content-Length: %d" % len(body))
            payload = body
    else:
        payload = b""
    return b"\r\n".join(lines) + b"\r\n\r\n" + payload


def assert_app_problem(status, headers, body, expected: int, *words: str) -> dict:
    assert status == expected, (status, body[:300])
    assert headers["content-type"] == "application/problem+json", headers
    problem = json.loads(body)
    assert problem["status"] == expected
    for word in words:
        assert word in problem["detail"], problem["detail"]
    return problem


@pytest.mark.parametrize("size", [LIMIT + 1, 100 * 1024, 200 * 1024])
def test_chunked_bodies_past_the_limit_are_413(server, size):
    body = json.dumps(STEP_BODY).encode().ljust(size)
    answer = exchange(server, request_bytes("POST", STEP, body, chunked=True))
    assert_app_problem(*answer, 413, "64 KiB")


def test_a_chunked_body_at_the_limit_is_read(server):
    body = json.dumps(STEP_BODY).encode().ljust(LIMIT)
    status, headers, answer = exchange(server, request_bytes("POST", STEP, body, chunked=True))
    assert status == 200 and json.loads(answer)["seed"] == "edges"


def test_a_5kb_uri_is_answered_by_the_app(server):
    answer = exchange(server, request_bytes("GET", "/v1/nowhere/" + "a" * 5000))
    assert_app_problem(*answer, 404, "no route")
    status, headers, _ = exchange(server, request_bytes("GET", "/healthz?pad=" + "b" * 8000))
    assert status == 200 and headers["x-request-id"]


def test_what_gunicorn_answers_itself_is_as_documented(server):
    """Past gunicorn's own limits, or malformed HTTP: a short text/html page, no request id."""
    cases = [
        (request_bytes("GET", "/healthz?pad=" + "c" * 9000), 414),
        (request_bytes("GET", "/healthz", headers=[(b"X-Pad", b"d" * 9000)]), 431),
        (request_bytes("GET", "/healthz", headers=[(b"X-Odd", b"a\rb")]), 400),
        (request_bytes("GET", "/healthz", headers=[(b"X-Odd", b"a\nb")]), 400),
    ]
    for raw, expected in cases:
        status, headers, _ = exchange(server, raw)
        assert status == expected, (raw[:60], status)
        assert headers["content-type"] == "text/html"
        assert "x-request-id" not in headers


user_agent = st.text(
    st.characters(codec="latin-1", exclude_characters="\r\n"), max_size=40
) | st.sampled_from(['x\\y"z', "\\", '"', "\\u0000", "\x00", "\x7f", "é\\é", "}{"])
query = st.text(st.characters(codec="latin-1", exclude_characters="\r\n #"), max_size=40) | (
    st.sampled_from(["odds=true", "a=%5C", "q=\\", 'q="', "odds=%00", "odds=\\u", "x=%ZZ"])
)
# A header value carrying CR and LF: an extra header smuggled in, a bare CR, a bare LF.
header_tail = st.sampled_from([b"", b"\r\nX-Injected: 1", b"\rX", b"\nX", b"\r\n\r\n{}"])


@pytest.mark.timeout(300)
@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    body=hostile_body(STEP_BODY),
    agent=user_agent,
    query=query,
    tail=header_tail,
    chunked=st.booleans(),
    oversize=st.sampled_from([0, 0, 0, LIMIT + 1, 3 * LIMIT]),
)
def test_hostile_requests_get_documented_answers(
    server, body, agent, query, tail, chunked, oversize
):
    payload = encode(body)
    if oversize:
        payload = payload.ljust(oversize)
    target = STEP + "?" + query
    raw = request_bytes(
        "POST",
        target,
        payload,
        headers=[(b"User-Agent", agent.encode("latin-1") + tail)],
        chunked=chunked,
    )
    status, headers, answer = exchange(server, raw)
    if headers.get("content-type") == "text/html":
        assert status in GUNICORN_ANSWERS, (status, raw[:200])
        return
    allowed = statuses_for(server.documented, "POST", STEP) - {500}
    assert status in allowed, (status, answer[:300], raw[:200])
    if status >= 400:
        assert headers["content-type"] == "application/problem+json", headers
        assert json.loads(answer)["status"] == status
    else:
        json.loads(answer)


def test_every_line_the_server_wrote_is_json(server):
    """Last in this module: stops the server and reads everything it wrote."""
    raw = request_bytes(
        "GET",
        '/healthz?back=\\slash&quote="',
        headers=[
            (b"User-Agent", 'vtt\\client "7" ä'.encode("latin-1")),
            (b"X-Request-ID", b"log-check"),
        ],
    )
    assert exchange(server, raw)[0] == 200
    server.stop()
    lines = [line for line in server.output().splitlines() if line.strip()]
    records = []
    for line in lines:
        record = json.loads(line)  # fails on the first line that is not JSON
        assert isinstance(record, dict) and {"time", "level", "message"} <= record.keys()
        records.append(record)
    access = [r for r in records if r.get("logger") == "gunicorn.access"]
    mine = [r for r in access if r.get("request_id") == "log-check"]
    assert len(mine) == 1
    assert mine[0]["user_agent"] == 'vtt\\client "7" ä'
    assert mine[0]["query"] == 'back=\\slash&quote="'
    assert mine[0]["status"] == 200 and mine[0]["path"] == "/healthz"
    assert any(r["message"].startswith("Booting worker") for r in records)
