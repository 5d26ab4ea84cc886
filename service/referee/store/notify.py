"""Change notices of encounters, from Redis pub/sub to the subscribers in this process.

Every change of an encounter publishes a short notice on the encounter's channel
(`referee:{<id>}:events`, the encounter's hash tag) inside the script that makes the
change, so a notice is never sent for a change that did not happen (docs/encounters.md,
Live updates). A notice only wakes subscribers: they read what changed from the log,
which is the source of truth, so a notice lost while a subscriber reconnects loses
nothing.

One `Hub` per process holds one pub/sub connection, whatever the number of subscribers:
it subscribes to an encounter's channel while someone in the process listens to it, and
hands each notice to every subscription of that encounter. Redis Cluster forwards every
PUBLISH to all its nodes, so the connection may sit on any of them. When the connection
is lost, every subscription is closed (its stream ends and the client resumes from its
last id); when redis-py reconnects by itself, each subscription is told to read the log
again (`resync`), since notices published in between are lost.

The listener is a thread; under gunicorn's gevent worker it is a greenlet, and the waits
of the subscriptions are gevent waits, so an idle subscriber holds no thread.
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

    def __init__(self, hub: Hub, channel: str):
        self.hub = hub
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
        self.hub.leave(self)


# Every hub of this process, so that a stopping worker can end all its streams.
_hubs: weakref.WeakSet[Hub] = weakref.WeakSet()


def close_all() -> None:
    """End every subscription of this process (its streams end; clients resume)."""
    for hub in list(_hubs):
        hub.close_subscriptions()


class Hub:
    def __init__(self, client: redis.Redis | redis.RedisCluster):
        _hubs.add(self)
        self.client = client
        self._lock = threading.Lock()
        self._subscribers: dict[str, set[Subscription]] = {}
        self._confirmed: set[str] = set()
        self._pending: deque[tuple[str, str]] = deque()
        self._pid: int | None = None
        self._thread: threading.Thread | None = None

    # -- the subscribers' side
    def join(self, encounter_id: str, timeout: float) -> Subscription:
        """A subscription that gets every notice published from now on; Unavailable when
        Redis does not confirm it within `timeout` seconds."""
        channel = channel_of(encounter_id)
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
        """Start the listener in this process (a forked worker starts its own)."""
        if self._pid == os.getpid() and self._thread is not None and self._thread.is_alive():
            return
        if self._pid != os.getpid():
            self._subscribers.clear()
            self._confirmed.clear()
            self._pending.clear()
        self._pid = os.getpid()
        self._thread = threading.Thread(target=self._run, name="referee-notices", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            pubsub = None
            try:
                pubsub = self.client.pubsub()
                with self._lock:
                    self._pending.clear()
                    self._pending.extend(("subscribe", c) for c in self._subscribers)
                self._listen(pubsub)
            except Exception as error:  # noqa: BLE001 - any failure ends the streams cleanly
                log.warning("live updates lost their Redis connection: %s", error)
                self._fail_all()
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
                getattr(pubsub, action)(channel)
            message = pubsub.get_message(timeout=POLL_S)
            if message is not None:
                self._handle(message)

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        channel = message["channel"]
        channel = channel.decode() if isinstance(channel, bytes) else channel
        with self._lock:
            listeners = list(self._subscribers.get(channel, ()))
            if kind == "subscribe":
                again = channel in self._confirmed
                self._confirmed.add(channel)
            elif kind == "unsubscribe":
                if channel not in self._subscribers:
                    self._confirmed.discard(channel)
                return
        if kind == "subscribe":
            for subscription in listeners:
                if again and subscription.ready.is_set():
                    # redis-py reconnected and subscribed again: notices were lost meanwhile.
                    subscription.push(Subscription.RESYNC)
                subscription.ready.set()
        elif kind == "message":
            notice = orjson.loads(message["data"])
            for subscription in listeners:
                subscription.push(notice)

    def close_subscriptions(self) -> None:
        """End every subscription (a stopping worker); the listener stays for new ones."""
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
        for subscription in everyone:
            subscription.push(Subscription.CLOSED)
            subscription.ready.set()
