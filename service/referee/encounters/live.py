"""Live updates: an encounter's log, and what happens between its entries, as it happens.

`LiveUpdates.open` yields one `LiveEvent` per log entry (its index, its step name, or
`corrected` for a game-master correction, and the entry exactly as GET .../log shows it),
`sealed` when a sealed part or a side seed arrives (who gave one, who is still awaited,
never what they gave; and on connecting, for each sealed step already waiting), `proposal`
when a proposal opens, is withdrawn, rejected or accepted (and on connecting, for the one
open; a notice beside the log, without an id: docs/encounters.md), `revealed`
at the reveal, after which it ends, and a heartbeat when nothing happened for a while
(docs/encounters.md, Live updates). Every event but the heartbeat carries the log's
`head_hash`.

The log is the source of truth: a notice from Redis (referee.store.notify) only says that
something changed and up to which log index; the entries are read from the log by index,
so a subscriber that resumes after index N gets N+1, N+2, ... with no gap and no repeat,
from any worker of any replica. One process reads each new entry from Redis once,
whatever the number of its subscribers to that encounter (`_Feed`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import orjson
from redis import RedisError

from referee import chain
from referee.encounters import claims as cl
from referee.encounters import model as m
from referee.encounters.replies import EncounterError
from referee.store.encounters import EncounterStore
from referee.store.notify import Hub, Subscription

log = logging.getLogger(__name__)

# The bytes (of stored JSON) of recent entries one process keeps for the subscribers that
# are a little behind the others, over all its encounters (REFEREE_EVENTS_CACHE_BYTES).
CACHE_BYTES = 16 * 1024 * 1024
# Entries read from Redis in one call when a subscriber catches up on a long log.
CATCH_UP_PAGE = 200
# Subscribers of one encounter in one process that wake together share one read of it.
DOC_REUSE_S = 0.5
CORRECTED = "corrected"
SEALED = "sealed"
REVEALED = "revealed"
EXPIRED = "expired"
# What _wait says when the stream's client has left.
GONE: dict = {"gone": True}


@dataclass(frozen=True)
class LiveEvent:
    """One event of the stream; `name` None is a heartbeat (no event, just a sign of life)."""

    name: str | None
    data: dict | None = None
    id: int | None = None


HEARTBEAT = LiveEvent(None)


class LiveStream:
    """The events of one subscriber; `close()` ends the subscription even when the stream
    was never read (a HEAD request, a client gone before the first event)."""

    def __init__(self, events: Iterator[LiveEvent], subscription: Subscription, lease=None):
        self._events = events
        self._subscription = subscription
        self._lease = lease

    def __iter__(self) -> Iterator[LiveEvent]:
        return self._events

    def close(self) -> None:
        try:
            self._events.close()  # type: ignore[attr-defined]
            self._subscription.close()
        finally:
            if self._lease is not None:
                self._lease.release()


def entry_event(entry: dict, shown: dict) -> LiveEvent:
    """The entry as a reader sees it, with the head of the chain once it is logged (the
    hash of the entry itself; referee.chain leaves `head_hash` out of what it hashes)."""
    name = CORRECTED if m.is_correction(entry) else entry["step"]
    if chain.PREV_HASH in entry:
        shown = {**shown, chain.HEAD_HASH: chain.entry_hash(entry)}
    return LiveEvent(name, shown, entry["index"])


class EntryCache:
    """Recent log entries of every encounter this process streams, bounded in bytes (their
    stored JSON's size), not in entries: the least recently used go first. An entry larger
    than the whole budget is never kept."""

    def __init__(self, budget: int):
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[tuple[str, int], tuple[dict, int]] = OrderedDict()
        self._by_encounter: dict[str, set[int]] = {}
        self._lock = threading.Lock()

    def get(self, encounter_id: str, index: int) -> dict | None:
        with self._lock:
            item = self._items.get((encounter_id, index))
            if item is None:
                return None
            self._items.move_to_end((encounter_id, index))
            return item[0]

    def put(self, encounter_id: str, entry: dict, size: int) -> None:
        if size > self.budget:
            return
        key = (encounter_id, entry["index"])
        with self._lock:
            if key in self._items:
                return
            self._items[key] = (entry, size)
            self._by_encounter.setdefault(encounter_id, set()).add(key[1])
            self.bytes += size
            while self.bytes > self.budget:
                (old_id, old_index), (_, old_size) = self._items.popitem(last=False)
                self.bytes -= old_size
                self._forget_index(old_id, old_index)

    def drop(self, encounter_id: str) -> None:
        """Nobody here streams the encounter any more: its entries go."""
        with self._lock:
            for index in self._by_encounter.pop(encounter_id, ()):
                _, size = self._items.pop((encounter_id, index))
                self.bytes -= size

    def _forget_index(self, encounter_id: str, index: int) -> None:
        indexes = self._by_encounter.get(encounter_id)
        if indexes is not None:
            indexes.discard(index)
            if not indexes:
                del self._by_encounter[encounter_id]


class _Feed:
    """One encounter streamed in this process: its entries come through the process's
    EntryCache, shared by its subscribers, and its document as last read (for the
    subscribers that wake at the same time)."""

    def __init__(self, encounter_id: str, cache: EntryCache):
        self.lock = threading.Lock()
        self.encounter_id = encounter_id
        self.cache = cache
        self.users = 0
        self.doc: dict | None = None
        self.doc_read_at = 0.0

    def document(self, read: Callable[[str], tuple[int, dict]], encounter_id: str) -> dict:
        """The document, read again unless another subscriber read it an instant ago."""
        with self.lock:
            if self.doc is None or time.monotonic() - self.doc_read_at > DOC_REUSE_S:
                _, self.doc = read(encounter_id)
                self.doc_read_at = time.monotonic()
            return self.doc

    def read(self, store: EncounterStore, encounter_id: str, start: int, stop: int) -> list[dict]:
        """Entries start..stop inclusive (fewer if the log is shorter)."""
        with self.lock:
            cached = [self.cache.get(encounter_id, i) for i in range(start, stop + 1)]
            if all(entry is not None for entry in cached):
                return cached  # type: ignore[return-value]
            raws = store.log_range_raw(encounter_id, start, stop)
            if raws and not store.replicated(encounter_id):
                # With REFEREE_MIN_REPLICAS_ACK, tell only what the replicas hold: a change
                # not yet confirmed could be taken back by a failover (and its index given
                # to another step). It is told once confirmed (the next notice or heartbeat).
                return []
            entries = []
            for raw in raws:
                entry = orjson.loads(raw)
                self.cache.put(encounter_id, entry, len(raw))
                entries.append(entry)
            return entries


class LiveUpdates:
    """The live streams of one process: one Hub (one Redis connection) and one feed per
    encounter that someone here listens to."""

    def __init__(
        self,
        store: EncounterStore,
        heartbeat_s: float,
        read: Callable[[str], tuple[int, dict]],
        shown: Callable[[dict, bool], dict],
        revealed: Callable[[dict], dict],
        awaited: Callable[[str], list[dict]],
        poll_s: float = 1.0,
        cache_bytes: int = CACHE_BYTES,
    ):
        self.store = store
        self.hub = Hub(store.client)
        self.heartbeat_s = heartbeat_s
        self.poll_s = min(poll_s, heartbeat_s)
        self.cache = EntryCache(cache_bytes)
        # The service's own read path: the document (or its 404), what a reader sees of
        # an entry, what the reveal published, and the sealed steps waiting for parts.
        self._read = read
        self._shown = shown
        self._revealed = revealed
        self._awaited = awaited
        self._feeds: dict[str, _Feed] = {}
        self._lock = threading.Lock()

    def open(
        self,
        encounter_id: str,
        after: int,
        subscribe_timeout: float,
        lease=None,
        gone: Callable[[], bool] | None = None,
    ) -> LiveStream:
        """Subscribe, then read the encounter (so nothing falls between the two), and
        return the stream of what follows index `after`. An unknown encounter or an
        unreachable Redis raises here, before the stream starts. `lease` (the stream's
        slots, store.leases) is renewed while the stream lives and released when it is
        closed; `gone()` true ends the stream (its client left)."""
        subscription = self.hub.join(encounter_id, subscribe_timeout)
        try:
            _, doc = self._read(encounter_id)
        except BaseException:
            subscription.close()
            raise
        events = self._stream(encounter_id, after, subscription, doc, lease, gone)
        return LiveStream(events, subscription, lease)

    def _wait(self, subscription: Subscription, lease, gone) -> dict | None:
        """The next notice, None after a heartbeat's quiet, or GONE: waits in slices of
        `poll_s`, renewing the stream's slots and checking that its client is still there,
        so that a client that left frees its slots within about `poll_s`."""
        deadline = time.monotonic() + self.heartbeat_s
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            notice = subscription.next(min(left, self.poll_s))
            if notice is not None:
                return notice
            if gone is not None and gone():
                return GONE
            if lease is not None:
                lease.renew()

    def _feed(self, encounter_id: str, delta: int) -> _Feed:
        with self._lock:
            feed = self._feeds.get(encounter_id)
            if feed is None:
                feed = self._feeds[encounter_id] = _Feed(encounter_id, self.cache)
            feed.users += delta
            if feed.users <= 0:
                del self._feeds[encounter_id]
                self.cache.drop(encounter_id)
            return feed

    def _stream(
        self,
        encounter_id: str,
        after: int,
        subscription: Subscription,
        doc: dict,
        lease=None,
        gone: Callable[[], bool] | None = None,
    ) -> Iterator[LiveEvent]:
        feed = self._feed(encounter_id, +1)
        next_index = after + 1

        def entries(upto: int, revealed: bool) -> Iterator[LiveEvent]:
            """Every entry from next_index up to index `upto` - 1."""
            nonlocal next_index
            while next_index < upto:
                stop = min(upto, next_index + CATCH_UP_PAGE) - 1
                read = feed.read(self.store, encounter_id, next_index, stop)
                if not read:
                    return
                for entry in read:
                    yield entry_event(entry, self._shown(entry, revealed))
                next_index = read[-1]["index"] + 1

        def closing(doc: dict) -> Iterator[LiveEvent]:
            yield from entries(doc["log_length"], True)
            yield LiveEvent(REVEALED, self._revealed(doc))

        try:
            if doc["revealed"]:
                yield from closing(doc)
                return
            yield from entries(doc["log_length"], False)
            # What each `sealed` event said, by step and log position: a part that arrives
            # while the stream starts is both read here and notified; it is told once.
            told: dict[tuple[str, int], dict] = {}

            def sealed(waiting: dict) -> Iterator[LiveEvent]:
                if told.get((waiting["step"], next_index)) != waiting:
                    told[(waiting["step"], next_index)] = waiting
                    yield LiveEvent(SEALED, waiting)

            # What each `proposal` event said, by proposal and status: told once.
            told_proposals: set[tuple[str, str]] = set()

            def proposal(change: dict) -> Iterator[LiveEvent]:
                key = (change["proposal"]["id"], change["status"])
                if key not in told_proposals:
                    told_proposals.add(key)
                    yield LiveEvent(cl.LIVE_EVENT, change)

            def open_one(doc: dict) -> Iterator[LiveEvent]:
                if doc.get("proposal"):
                    yield from proposal(
                        {"status": "open", "proposal": doc["proposal"], "index": None}
                    )

            # A subscriber that joins during a sealed round learns whom it waits for, and
            # one that joins while a proposal is open learns of it.
            for waiting in self._awaited(encounter_id):
                yield from sealed(waiting)
            yield from open_one(doc)
            while True:
                notice = self._wait(subscription, lease, gone)
                if notice is GONE:
                    return
                if lease is not None:
                    lease.renew()
                if notice is None or notice is Subscription.RESYNC:
                    # Quiet for a while, or notices may have been lost: read the document.
                    if notice is None:
                        yield HEARTBEAT
                        doc = feed.document(self._read, encounter_id)
                    else:
                        _, doc = self._read(encounter_id)
                    if doc["revealed"]:
                        yield from closing(doc)
                        return
                    yield from entries(doc["log_length"], False)
                    yield from open_one(doc)
                    continue
                if notice is Subscription.CLOSED:
                    return
                at = notice.get("at", next_index)
                yield from entries(at, False)
                if notice.get("revealed"):
                    _, doc = self._read(encounter_id)
                    yield from closing(doc)
                    return
                if "sealed" in notice and next_index == at:
                    yield from sealed(notice["sealed"])
                if "proposal" in notice and next_index == at:
                    yield from proposal(notice["proposal"])
        except RedisError as error:
            # The store went away mid-stream: end cleanly; the client resumes from its last id.
            log.warning("a live stream ended early, the store failed: %s", error)
        except EncounterError as error:
            if error.status != 404:
                raise
            # The encounter expired (or was removed) while the stream was open: say so and
            # end, rather than cut the connection; a client that reconnects gets the 404.
            yield LiveEvent(EXPIRED, {"encounter_id": encounter_id, "detail": error.detail})
        finally:
            subscription.close()
            self._feed(encounter_id, -1)
            if lease is not None:
                lease.release()  # the stream is over: its slots are free at once
