"""Change notices of encounters, from Redis pub/sub to the subscribers in this process.

Every change of an encounter publishes a short notice on the encounter's channel
(`referee:{<id>}:events`, the encounter's hash tag) inside the script that makes the
change, so a notice is never sent for a change that did not happen (docs/encounters.md,
Live updates). A notice only wakes subscribers: they read what changed from the log,
which is the source of truth, so a notice lost while a subscriber reconnects loses
nothing.

On a standalone Redis the notices are PUBLISH/SUBSCRIBE, and one `Hub` per process holds
one pub/sub connection, whatever the number of subscribers. On Redis Cluster they are
sharded pub/sub (SPUBLISH/SSUBSCRIBE, Redis 7+): a notice goes only to the shard that owns
the encounter's hash slot, not to every node, so the Hub holds one connection per primary
that owns an encounter someone here listens to (a `_Link` each). A link subscribes to an
encounter's channel while someone in the process listens to it, and hands each notice to
every subscription of that encounter.

When a link loses its connection (its Redis, or on a cluster its primary, died), every
subscription on it is closed: its stream ends and the client resumes from its last id, on
whichever node owns the encounter by then (a cluster link asks the cluster for its slots
again first, so a promoted replica is found); so too when a cluster node gives up a
channel by itself (its slot moved to another node). When redis-py reconnects by itself,
each subscription is told to read the log again (`resync`), since notices published in
between are lost.

A link's listener is a thread; under gunicorn's gevent worker it is a greenlet, and the
waits of the subscriptions are gevent waits, so an idle subscriber holds no thread.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from collections import deque

import orjson
import redis
from redis.exceptions import RedisClusterException

log = logging.getLogger(__name__)

# How long the listener waits for a message before it looks for (un)subscriptions to send.
POLL_S = 0.05
# The wait before the listener connects again after losing Redis.
RECONNECT_S = 0.5
# Notices one subscription holds at most before they give way to one RESYNC.
MAX_PENDING = 1000


def channel_of(encounter_id: str) -> str:
    return f"referee:{{{encounter_id}}}:events"


class Unavailable(Exception):
    """The notices' connection to Redis is not there (Redis down or failing over)."""


class Subscription:
    """One subscriber's notices, oldest first: each a dict, or CLOSED at the end."""

    CLOSED: dict = {"closed": True}
    RESYNC: dict = {"resync": True}

    def __init__(self, link: _Link, channel: str):
        self.link = link
        self.channel = channel
        self.ready = threading.Event()
        self._notices: deque[dict] = deque()
        self._wake = threading.Event()

    def push(self, notice: dict) -> None:
        if len(self._notices) >= MAX_PENDING:
            # A subscriber that stopped reading: its notices give way to one "read the log
            # again" (the log holds every entry); an end stays an end.
            closed = any(n is Subscription.CLOSED for n in self._notices)
            self._notices.clear()
            self._notices.append(Subscription.CLOSED if closed else Subscription.RESYNC)
        self._notices.append(notice)
        self._wake.set()

    def next(self, timeout: float) -> dict | None:
        """The next notice, or None when none came within `timeout` seconds."""
        if not self._notices:
            self._wake.clear()
            if not self._notices:
                self._wake.wait(timeout)
        return self._notices.popleft() if self._notices else None

    def close(self) -> None:
        self.link.leave(self)


# Every hub of this process, so that a stopping worker can end all its streams.
_hubs: weakref.WeakSet[Hub] = weakref.WeakSet()


def close_all() -> None:
    """End every subscription of this process (its streams end; clients resume)."""
    for hub in list(_hubs):
        hub.close_subscriptions()


class Hub:
    """The notices of one process: one link on a standalone Redis, one per primary on a
    cluster, each found by the channel's hash slot when a subscriber joins."""

    def __init__(self, client: redis.Redis | redis.RedisCluster):
        _hubs.add(self)
        self.client = client
        self.sharded = isinstance(client, redis.RedisCluster)
        self._lock = threading.Lock()
        self._links: dict[str, _Link] = {}
        self._pid: int | None = None

    def join(self, encounter_id: str, timeout: float) -> Subscription:
        """A subscription that gets every notice published from now on; Unavailable when
        Redis does not confirm it within `timeout` seconds."""
        channel = channel_of(encounter_id)
        return self._link(channel).join(channel, timeout)

    def _link(self, channel: str) -> _Link:
        name, open_pubsub = "", self.client.pubsub
        if self.sharded:
            try:
                node = self.client.get_node_from_key(channel)
                node_client = self.client.get_redis_connection(node)
            except (redis.RedisError, RedisClusterException) as error:  # no owner known yet
                raise Unavailable(f"no Redis node owns the encounter: {error}") from error
            name, open_pubsub = node.name, node_client.pubsub
        with self._lock:
            if self._pid != os.getpid():  # a forked worker starts its own listeners
                self._links.clear()
                self._pid = os.getpid()
            link = self._links.get(name)
            if link is None:
                link = self._links[name] = _Link(self, open_pubsub)
            return link

    def refresh(self) -> None:
        """Ask the cluster again which node owns which slot (after a link failed: its
        primary may have been replaced by a promoted replica)."""
        if not self.sharded:
            return
        try:
            self.client.nodes_manager.initialize()
        except Exception as error:  # noqa: BLE001 - still failing over: the next join asks again
            log.warning("live updates could not read the cluster's slots: %s", error)

    def subscribers(self) -> int:
        with self._lock:
            links = list(self._links.values())
        return sum(link.subscribers() for link in links)

    def close_subscriptions(self) -> None:
        """End every subscription (a stopping worker); the listeners stay for new ones."""
        with self._lock:
            links = list(self._links.values())
        for link in links:
            link.close_subscriptions()


class _Link:
    """One pub/sub connection (to the standalone Redis, or to one cluster primary) and the
    channels subscribed on it."""

    def __init__(self, hub: Hub, open_pubsub):
        self.hub = hub
        self._open_pubsub = open_pubsub
        # Sharded pub/sub has its own commands and message kinds: the same with an `s`.
        s = "s" if hub.sharded else ""
        self._verbs = {verb: s + verb for verb in ("subscribe", "unsubscribe")}
        self._kinds = {s + kind: kind for kind in ("subscribe", "unsubscribe", "message")}
        self._lock = threading.Lock()
        self._subscribers: dict[str, set[Subscription]] = {}
        self._confirmed: set[str] = set()
        self._pending: deque[tuple[str, str]] = deque()
        # Unsubscribes sent and not yet confirmed, by channel: any other is the node's own.
        self._leaving: dict[str, int] = {}
        self._thread: threading.Thread | None = None

    # -- the subscribers' side
    def join(self, channel: str, timeout: float) -> Subscription:
        subscription = Subscription(self, channel)
        with self._lock:
            self._start()
            listeners = self._subscribers.get(channel)
            if listeners is None:
                listeners = self._subscribers[channel] = set()
                self._pending.append(("subscribe", channel))
            elif channel in self._confirmed:
                subscription.ready.set()
            listeners.add(subscription)
        if not subscription.ready.wait(timeout):
            self.leave(subscription)
            raise Unavailable("Redis did not confirm the subscription")
        if subscription._notices and subscription._notices[0] is Subscription.CLOSED:
            raise Unavailable("the connection to Redis was lost")
        return subscription

    def leave(self, subscription: Subscription) -> None:
        with self._lock:
            listeners = self._subscribers.get(subscription.channel)
            if listeners is None or subscription not in listeners:
                return
            listeners.discard(subscription)
            if not listeners:
                del self._subscribers[subscription.channel]
                self._pending.append(("unsubscribe", subscription.channel))

    def subscribers(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._subscribers.values())

    # -- the listener
    def _start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._thread = threading.Thread(target=self._run, name="referee-notices", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            pubsub = None
            try:
                pubsub = self._open_pubsub()
                with self._lock:
                    self._pending.clear()
                    self._pending.extend(("subscribe", c) for c in self._subscribers)
                    self._leaving.clear()
                self._listen(pubsub)
            except Exception as error:  # noqa: BLE001 - any failure ends the streams cleanly
                log.warning("live updates lost their Redis connection: %s", error)
                self._fail_all()
                self.hub.refresh()
                time.sleep(RECONNECT_S)
            finally:
                if pubsub is not None:
                    try:
                        pubsub.reset()
                    except Exception:  # noqa: BLE001 - the connection is gone already
                        pass

    def _listen(self, pubsub) -> None:
        while True:
            with self._lock:
                pending = list(self._pending)
                self._pending.clear()
                for action, channel in pending:
                    if action == "unsubscribe":
                        self._leaving[channel] = self._leaving.get(channel, 0) + 1
            for action, channel in pending:
                getattr(pubsub, self._verbs[action])(channel)
            message = pubsub.get_message(timeout=POLL_S)
            if message is not None:
                self._handle(message)

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        kind = self._kinds.get(kind.decode() if isinstance(kind, bytes) else kind)
        channel = message["channel"]
        channel = channel.decode() if isinstance(channel, bytes) else channel
        lost: list[Subscription] = []
        with self._lock:
            listeners = list(self._subscribers.get(channel, ()))
            if kind == "subscribe":
                again = channel in self._confirmed
                self._confirmed.add(channel)
            elif kind == "unsubscribe":
                leaving = self._leaving.pop(channel, 0)
                if leaving > 1:
                    self._leaving[channel] = leaving - 1
                if not leaving and channel in self._subscribers:
                    # Not asked for: the node gave the channel up (its slot moved to
                    # another node). Those subscribers resume from the node that has it.
                    lost = listeners
                    del self._subscribers[channel]
                if channel not in self._subscribers:
                    self._confirmed.discard(channel)
        if kind == "subscribe":
            for subscription in listeners:
                if again and subscription.ready.is_set():
                    # redis-py reconnected and subscribed again: notices were lost meanwhile.
                    subscription.push(Subscription.RESYNC)
                subscription.ready.set()
        elif kind == "unsubscribe" and lost:
            self.hub.refresh()  # so that they join again where the slot is now
            for subscription in lost:
                subscription.push(Subscription.CLOSED)
        elif kind == "message":
            notice = orjson.loads(message["data"])
            for subscription in listeners:
                subscription.push(notice)

    def close_subscriptions(self) -> None:
        with self._lock:
            everyone = [s for group in self._subscribers.values() for s in group]
        for subscription in everyone:
            subscription.push(Subscription.CLOSED)

    def _fail_all(self) -> None:
        with self._lock:
            everyone = [s for group in self._subscribers.values() for s in group]
            self._subscribers.clear()
            self._confirmed.clear()
            self._pending.clear()
            self._leaving.clear()
        for subscription in everyone:
            subscription.push(Subscription.CLOSED)
            subscription.ready.set()
