"""referee_sdk's high-level calls return the success type or raise one exception class
per kind, each with `code`, `detail`, `status` and `request_id`: against gunicorn and
real Redis for what the server answers, and against a tiny local server for what only a
proxy or a busy server would send (an HTML 502, a 429 with Retry-After)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from referee_client.api.encounters import create_encounter, get_encounter, reveal_encounter
from referee_client.api.urban_war import urban_war_command_test, urban_war_rally
from referee_client.api.urban_war_encounters import (
    encounter_urban_war_initiative,
    encounter_urban_war_orders,
)
from referee_client.models import (
    Problem,
    UrbanWarCommandTestRequest,
    UrbanWarCommandTestResponse,
    UrbanWarEncounterCreate,
    UrbanWarInitiativeEncounterParams,
    UrbanWarOrdersParams,
    UrbanWarRallyRequest,
)
from referee_sdk import (
    NO_RETRY,
    AuthenticatedClient,
    AuthProblem,
    Client,
    Conflict,
    NotFound,
    RateLimited,
    RefereeProblem,
    Retry,
    ServerProblem,
    ValidationProblem,
    call,
    encounter_step,
)

from tests.support.sdk_urban_war import model

HTML_502 = b"<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"


class Canned:
    """A local HTTP server that answers every request with one fixed answer."""

    def __init__(self, status: int, content_type: str, body: bytes, headers: dict[str, str]):
        canned = self
        self.requests = 0
        self.user_agents: list[str] = []

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _answer(self):
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                canned.requests += 1
                canned.user_agents.append(self.headers.get("User-Agent", ""))
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def proxy_502() -> Iterator[Canned]:
    server = Canned(502, "text/html", HTML_502, {"X-Request-ID": "edge-7f3a"})
    yield server
    server.stop()


@pytest.fixture
def busy() -> Iterator[Canned]:
    body = (
        b'{"type": "/problems/rate-limited", "title": "Too Many Requests", "status": 429,'
        b' "detail": "Too many requests: 10 per 1 second.", "code": "rate_limited"}'
    )
    server = Canned(429, "application/problem+json", body, {"Retry-After": "7"})
    yield server
    server.stop()


def test_an_html_502_from_a_proxy_is_a_server_problem(proxy_502):
    with pytest.raises(ServerProblem) as raised:
        call(
            urban_war_command_test.sync_detailed,
            client=Client(base_url=proxy_502.url),
            body=UrbanWarCommandTestRequest(command=6),
        )
    problem = raised.value
    assert (problem.status, problem.code, problem.request_id) == (502, None, "edge-7f3a")
    assert problem.title == "Bad Gateway" and "502 Bad Gateway" in problem.detail


def test_an_html_502_is_retried_by_an_encounter_step(proxy_502):
    with pytest.raises(ServerProblem):
        Retry(attempts=3, backoff=0.01).encounter_step(
            encounter_urban_war_initiative.sync_detailed,
            "0" * 32,
            client=AuthenticatedClient(base_url=proxy_502.url, token="t"),
            body=UrbanWarInitiativeEncounterParams(),
        )
    assert proxy_502.requests == 3


def test_a_429_is_rate_limited_with_retry_after(busy):
    with pytest.raises(RateLimited) as raised:
        call(
            urban_war_command_test.sync_detailed,
            client=Client(base_url=busy.url),
            body=UrbanWarCommandTestRequest(command=6),
        )
    problem = raised.value
    assert (problem.status, problem.code, problem.retry_after) == (429, "rate_limited", 7.0)
    assert problem.detail == "Too many requests: 10 per 1 second."
    assert busy.requests == 1  # a plain call is never retried


def test_the_generated_functions_used_directly_still_return_problems(proxy_502, busy):
    """The SDK raises only inside its helpers; the same client used with the generated
    `sync_detailed` keeps the generator's behaviour."""
    client = Client(base_url=busy.url)
    with pytest.raises(RateLimited):
        call(
            urban_war_command_test.sync_detailed,
            client=client,
            body=UrbanWarCommandTestRequest(command=6),
        )
    direct = urban_war_command_test.sync_detailed(
        client=client, body=UrbanWarCommandTestRequest(command=6)
    )
    assert direct.status_code == 429 and isinstance(direct.parsed, Problem)


@pytest.mark.e2e
def test_live_answers_raise_one_class_per_kind(live_server):
    anyone = Client(base_url=live_server.url, headers={"X-Request-ID": "sdk-errors-1"})
    result = call(
        urban_war_command_test.sync_detailed,
        client=anyone,
        body=UrbanWarCommandTestRequest(command=6, seed="sdk-errors"),
    )
    assert isinstance(result, UrbanWarCommandTestResponse)

    with pytest.raises(ValidationProblem) as invalid:
        call(
            urban_war_rally.sync_detailed,
            client=anyone,
            body=UrbanWarRallyRequest(command=4, panicked=True, attempt=False),
        )
    assert (invalid.value.status, invalid.value.code) == (422, "validation_error")
    assert invalid.value.request_id == "sdk-errors-1" and invalid.value.detail

    with pytest.raises(NotFound) as missing:
        call(get_encounter.sync_detailed, "0" * 32, client=anyone)
    assert (missing.value.status, missing.value.code) == (404, "unknown_encounter")
    assert missing.value.request_id == "sdk-errors-1"

    created = call(
        create_encounter.sync_detailed,
        client=anyone,
        body=UrbanWarEncounterCreate(
            system="urban-war",
            name="sdk errors",
            client_seed="sdk-errors",
            models=[model("r1", "red"), model("b1", "blue")],
        ),
    )
    encounter_id = created.encounter.id
    with pytest.raises(AuthProblem) as unauthorized:
        encounter_step(reveal_encounter.sync_detailed, encounter_id, client=anyone)
    assert unauthorized.value.status == 401 and unauthorized.value.code == "unauthorized"

    for token in created.side_tokens.additional_properties.values():
        encounter_step(
            encounter_urban_war_orders.sync_detailed,
            encounter_id,
            client=AuthenticatedClient(base_url=live_server.url, token=token),
            body=UrbanWarOrdersParams(),
        )
    gm = AuthenticatedClient(base_url=live_server.url, token=created.gm_token)
    with pytest.raises(Conflict) as stale:
        NO_RETRY.encounter_step(
            encounter_urban_war_initiative.sync_detailed,
            encounter_id,
            client=gm,
            body=UrbanWarInitiativeEncounterParams(),
            if_match='"1"',
        )
    assert (stale.value.status, stale.value.code) == (412, "stale_version")
    assert stale.value.request_id  # the server's own id when the caller sent none
    assert isinstance(stale.value, RefereeProblem)


def test_the_sdk_names_itself_in_the_user_agent(busy):
    from importlib import metadata

    import referee_sdk

    version = metadata.version("referee-sdk")  # the installed distribution's own version
    assert referee_sdk.__version__ == version
    with pytest.raises(RateLimited):
        call(
            urban_war_command_test.sync_detailed,
            client=Client(base_url=busy.url),
            body=UrbanWarCommandTestRequest(command=6),
        )
    with pytest.raises(RateLimited):
        call(
            urban_war_command_test.sync_detailed,
            client=Client(base_url=busy.url, headers={"User-Agent": "league-bot/2"}),
            body=UrbanWarCommandTestRequest(command=6),
        )
    assert busy.user_agents == [f"referee-sdk-python/{version}", "league-bot/2"]


def test_members_beyond_the_standard_ones_are_kept_and_two_codes_have_their_own_class():
    from referee_sdk import NotYourClaim, ProposalOpen

    body = (
        b'{"type": "/problems/conflict", "title": "Conflict", "status": 409, "detail": "waits",'
        b' "code": "proposal_open", "next_steps": [{"step": "accept"}], "proposal": {"id": "p1"},'
        b' "instance": "/v1/encounters/e"}'
    )
    problem = RefereeProblem.from_response(409, body)
    assert type(problem) is ProposalOpen and isinstance(problem, Conflict)
    assert problem.next_steps == [{"step": "accept"}] and problem.proposal == {"id": "p1"}
    assert problem.extensions == {
        "next_steps": [{"step": "accept"}],
        "proposal": {"id": "p1"},
        "instance": "/v1/encounters/e",
    }
    mine = b'{"title": "Forbidden", "status": 403, "detail": "red\'s", "code": "not_your_claim"}'
    refused = RefereeProblem.from_response(403, mine)
    assert type(refused) is NotYourClaim and isinstance(refused, AuthProblem)
    assert refused.extensions == {} and refused.proposal is None and refused.next_steps is None
    # A code under another status than its own keeps the class of the status.
    odd = b'{"title": "x", "status": 422, "detail": "x", "code": "proposal_open"}'
    assert type(RefereeProblem.from_response(422, odd)) is ValidationProblem
