"""A Redis Cluster loses a primary mid-fight (issue: beyond one machine).

A local cluster of 3 primaries and 3 replicas, two replicas of the service (gunicorn, as
deployed) behind haproxy, and a player stepping through haproxy without pause. The primary
that owns the encounter's hash slot is killed (SIGKILL) mid-fight; its replica is promoted;
the fight goes on. Two subscribers of the live updates, through haproxy too, resume by
Last-Event-ID across the failover.

- With REFEREE_MIN_REPLICAS_ACK=1 every step answered 200 is in the log afterwards, verify
  is ok, and each subscriber saw every entry once, in order.
- Without it, what a failover loses is the steps answered while the replica was behind: the
  `lagging` cases freeze the replica (SIGSTOP) and cut its link before the kill to make that
  window wide, so the loss is certain (docs/encounters.md, What a failover can lose).
- A promoted replica is a primary without a replica: the killed node is started again and
  becomes its replica; with the option, the shard's writes wait (503) until then.

Each case prints its counts (run with -s to see them).
"""

from __future__ import annotations

import os
import signal
import threading
import time
import uuid

import httpx
import pytest
import redis
import requests
from httpx_sse import connect_sse

from tests.support.haproxy import Haproxy
from tests.support.live_encounters import create
from tests.support.redis_cluster import LocalCluster
from tests.support.servers import LiveServer
from tests.support.sse import as_logged

pytestmark = pytest.mark.slow

COMMAND_TEST = {"model": "r1"}
# Statuses of a moment without Redis (or without a confirming replica): ask again.
AGAIN = {502, 503, 504}


class Player:
    """Steps the encounter through the proxy in a thread, one request after the other,
    each with its own Idempotency-Key, sent again (same key) until it is answered 200."""

    def __init__(self, url: str, eid: str, gm: dict):
        self.url = f"{url}/v1/encounters/{eid}/urban-war/command-test"
        self.gm = gm
        self.acked: list[dict] = []  # the 200 answers, in order
        self.times: list[float] = []  # when each came (time.monotonic())
        self.refusals: dict[str, int] = {}  # status or error: how many
        self.unexpected: list[str] = []
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> Player:
        self.thread.start()
        return self

    def _run(self) -> None:
        while not self._stop.is_set():
            key = uuid.uuid4().hex
            while not self._stop.is_set():
                try:
                    r = requests.post(
                        self.url,
                        json=COMMAND_TEST,
                        headers={**self.gm, "Idempotency-Key": key},
                        timeout=10,
                    )
                except requests.RequestException as error:
                    self._count(type(error).__name__)
                    time.sleep(0.1)
                    continue
                if r.status_code == 200:
                    self.acked.append(r.json())
                    self.times.append(time.monotonic())
                    break
                if r.status_code in AGAIN:
                    code = r.json().get("code") if r.content.startswith(b"{") else None
                    self._count(f"{r.status_code} {code}")
                    time.sleep(min(float(r.headers.get("Retry-After", "0.2")), 1.0))
                    continue
                self.unexpected.append(f"{r.status_code} {r.text[:300]}")
                return

    def _count(self, what: str) -> None:
        self.refusals[what] = self.refusals.get(what, 0) + 1

    def wait_for(self, count: int, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while len(self.acked) < count:
            assert not self.unexpected, self.unexpected
            assert self.thread.is_alive(), "the player stopped"
            assert time.monotonic() < deadline, (
                f"only {len(self.acked)} steps answered; refused: {self.refusals}"
            )
            time.sleep(0.02)

    def stop(self) -> None:
        self._stop.set()
        self.thread.join(30)


class Subscriber:
    """The live updates of one encounter through the proxy, resumed by Last-Event-ID
    whenever the stream ends or is refused, until the `revealed` event."""

    def __init__(self, url: str, eid: str):
        self.path = f"{url}/v1/encounters/{eid}/events"
        self.entries: list[dict] = []
        self.connections = 0
        self.resumed_from: list[int | None] = []  # the Last-Event-ID of each connection
        self.revealed = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        deadline = time.monotonic() + 240
        while not self.revealed and time.monotonic() < deadline:
            headers = {}
            if self.entries:
                headers["Last-Event-ID"] = str(self.entries[-1]["index"])
            try:
                with httpx.Client(timeout=httpx.Timeout(10, read=60)) as client:
                    with connect_sse(client, "GET", self.path, headers=headers) as source:
                        if source.response.status_code != 200:
                            time.sleep(0.2)
                            continue
                        self.connections += 1
                        self.resumed_from.append(
                            self.entries[-1]["index"] if self.entries else None
                        )
                        for event in source.iter_sse():
                            if not event.data:
                                continue
                            if event.event == "revealed":
                                self.revealed = True
                                return
                            if event.event != "sealed":
                                self.entries.append(as_logged(event.json()))
            except httpx.HTTPError:
                pass
            time.sleep(0.1)

    def join(self) -> Subscriber:
        self.thread.join(240)
        assert self.revealed, "the subscriber never saw the reveal"
        return self


def request(method: str, url: str, **kwargs) -> requests.Response:
    """A request sent again while the service answers 503 (failing over)."""
    deadline = time.monotonic() + 60
    while True:
        r = requests.request(method, url, timeout=10, **kwargs)
        if r.status_code not in AGAIN or time.monotonic() > deadline:
            return r
        time.sleep(0.2)


def shard_subscribers(cluster: LocalCluster, channel: str) -> dict[int, tuple[int, int]]:
    """Per live primary: (sharded subscribers, plain subscribers) of `channel`."""
    counts = {}
    for node in cluster.alive():
        client = cluster.client(node)
        try:
            if client.info("replication")["role"] != "master":
                continue
            sharded = client.execute_command("PUBSUB", "SHARDNUMSUB", channel)
            plain = client.execute_command("PUBSUB", "NUMSUB", channel)
            counts[node.port] = (int(sharded[1]), int(plain[1]))
        except redis.RedisError:
            continue
        finally:
            client.close()
    return counts


@pytest.fixture
def stack(request):
    """Cluster, two service replicas (REFEREE_MIN_REPLICAS_ACK as the case asks), haproxy."""
    ack = request.param
    cluster = LocalCluster().start()
    servers, proxy = [], None
    try:
        env = {
            "REDIS_URL": cluster.url,
            "REFEREE_REDIS_CLUSTER": "1",
            "REFEREE_MIN_REPLICAS_ACK": str(ack),
            "REFEREE_REPLICAS_ACK_TIMEOUT_MS": "300",
        }
        for _ in range(2):
            servers.append(LiveServer(env, workers=1).start())
        proxy = Haproxy([s.url for s in servers]).start()
        yield cluster, servers, proxy, ack
    except BaseException:
        for server in servers:
            server.stop()
            print(f"\n--- gunicorn {server.url}\n{server.output()[-4000:]}")
        raise
    finally:
        if proxy is not None:
            proxy.stop()
        for server in servers:
            server.stop()
        cluster.stop()


@pytest.mark.parametrize("lagging", [False, True], ids=["kill", "kill-lagging-replica"])
@pytest.mark.parametrize("stack", [1, 0], ids=["ack1", "ack0"], indirect=True)
def test_a_primary_killed_mid_fight(stack, lagging):
    cluster, servers, proxy, ack = stack
    eid, gm = create(proxy.url)
    doc_key = f"referee:{{{eid}}}:doc"
    channel = f"referee:{{{eid}}}:events"
    subscribers = [Subscriber(proxy.url, eid) for _ in range(2)]
    player = Player(proxy.url, eid, gm).start()
    try:
        player.wait_for(10)
        owner = cluster.owner(doc_key)
        # The notices are sharded pub/sub on the shard that owns the encounter, and only
        # there: no plain subscription anywhere.
        # (one per service process that has a subscriber: its link subscribes once)
        deadline = time.monotonic() + 20
        while (counts := shard_subscribers(cluster, channel))[owner.port][0] < 1:
            assert time.monotonic() < deadline, counts
            time.sleep(0.05)
        assert all(plain == 0 for _, plain in counts.values()), counts
        assert all(s == 0 for port, (s, _) in counts.items() if port != owner.port), counts

        replica = cluster.replicas_of(owner)[0]
        paused_at = len(player.acked)
        if lagging:
            # The replica falls behind: frozen, and its link cut (else what the primary
            # sends would wait in the frozen replica's socket and reach it after all).
            # What the primary answers now, it alone has.
            os.kill(replica.process.pid, signal.SIGSTOP)
            primary = cluster.client(owner)
            try:
                assert primary.execute_command("CLIENT", "KILL", "TYPE", "replica") == 1
            finally:
                primary.close()
            time.sleep(1.5)
        before_kill = len(player.acked)
        cluster.kill(owner)
        if lagging:
            os.kill(replica.process.pid, signal.SIGCONT)
        killed_at = time.monotonic()
        promoted = cluster.wait_promoted(doc_key, owner)
        failover_s = time.monotonic() - killed_at
        assert promoted.port == replica.port
        at_promotion = len(player.acked)
        # The promoted replica is a primary without a replica: with the option its writes
        # wait (503) until the killed node, started again, has become its replica.
        cluster.restart(owner)
        cluster.wait_ready()
        rejoined_s = time.monotonic() - killed_at
        player.wait_for(before_kill + 20)
    finally:
        player.stop()
    assert not player.unexpected, player.unexpected
    r = request("POST", f"{proxy.url}/v1/encounters/{eid}/reveal", headers=gm)
    assert r.status_code == 200, r.text
    for subscriber in subscribers:
        subscriber.join()
    logged = request("GET", f"{proxy.url}/v1/encounters/{eid}/log?page_size=1000").json()
    entries = logged["entries"]
    verified = request("GET", f"{proxy.url}/v1/encounters/{eid}/verify").json()

    # An acknowledged step is kept when the log holds its answer at its index, and no
    # other acknowledged step was given the same index (a lost step's index is reused).
    by_index: dict[int, int] = {}
    for answer in player.acked:
        by_index[answer["index"]] = by_index.get(answer["index"], 0) + 1
    lost = len(player.acked) - len(entries)
    report = {
        "REFEREE_MIN_REPLICAS_ACK": ack,
        "lagging replica": lagging,
        "acked before pause": paused_at,
        "acked before kill": before_kill,
        "acked at promotion": at_promotion,
        "acked at end": len(player.acked),
        "log entries": len(entries),
        "acked but lost": lost,
        "s to promotion": round(failover_s, 2),
        "s to old primary back as replica": round(rejoined_s, 2),
        "longest s without an acked step": round(
            max(b - a for a, b in zip(player.times, player.times[1:], strict=False)), 2
        ),
        "refusals": player.refusals,
        "subscribers resumed from": [s.resumed_from for s in subscribers],
    }
    print(f"\nfailover: {report}")
    assert verified["ok"] is True, verified
    if ack:
        assert lost == 0, report
        assert all(n == 1 for n in by_index.values()), report
        for answer in player.acked:
            kept = entries[answer["index"]]
            assert kept["rolls"] == answer["rolls"] and kept["step"] == answer["step"]
        for subscriber in subscribers:
            # Every entry once, in order, across the failover (no gap, no repeat).
            assert [e["index"] for e in subscriber.entries] == list(range(len(entries)))
            assert subscriber.entries == entries
    elif lagging:
        # The steps answered while the replica was frozen were on the killed primary only.
        # Freezing the replica and cutting its link take a moment, during which a step or
        # two is answered on either side of the count taken before: replication runs a
        # millisecond behind. Seen: exactly the cut-off steps, one more, and one fewer.
        cut_off = before_kill - paused_at
        assert cut_off > 2 and cut_off - 2 <= lost <= cut_off + 2, report
    else:
        # A quick kill may lose nothing (the replica is a millisecond behind) or the last
        # step or two; the log stays whole either way (verify above).
        assert 0 <= lost <= 2, report
