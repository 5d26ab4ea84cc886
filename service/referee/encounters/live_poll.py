"""Live updates by long-poll: GET /v1/encounters/{id}/log?after=N&wait=S.

For clients that cannot hold a stream open (React Native's fetch does not stream and has
no EventSource; an app in the background loses its connection): the answer comes as soon
as there is something past what the client has, or empty once the wait is over, and the
client asks again from where it is (docs/encounters.md, Live updates).

It tells what the stream (referee.encounters.live) tells, read the same way: the entries
after index N in log order, each as the stream sends it (hidden parts stay `sealed`
until the reveal, with the entry's own `head_hash`); the sealed steps waiting for parts at
the end of the log (who gave one, who is awaited, never what); and, once revealed and the
log is given to its end, what the reveal published (the last answer). The wait is the
stream's: a subscription to the encounter's Redis notices (referee.store.notify), a gevent
wait under gunicorn, never a busy poll; a notice only wakes the request, which then reads
the log, the source of truth, so resuming after N gives N+1, N+2, ... with no gap and no
repeat, from any worker of any replica.
"""

from __future__ import annotations

import time

from referee.encounters.live import LiveUpdates, entry_event

# The longest wait a request may ask for (seconds): under the usual 30 s or 60 s idle
# timeouts of proxies and mobile networks.
MAX_WAIT_S = 25


def poll(
    live: LiveUpdates,
    encounter_id: str,
    after: int,
    wait_s: float,
    limit: int,
    seen_version: int | None,
    subscribe_timeout: float,
) -> dict:
    """What follows log index `after`, waiting up to `wait_s` seconds for something to
    follow it: at most `limit` entries, the sealed steps waiting at the end of the log,
    the encounter's version, and the reveal's answer once everything is given. Answers at
    once when there are entries past `after`, when the encounter is revealed, or when its
    version is not `seen_version` (a sealed part arrived since the client last asked), or
    as soon as one of these happens during the wait.
    Raises before waiting: 404 for an unknown encounter, Unavailable when Redis cannot
    carry the notices now."""
    # Subscribe first, then read (as the stream does), so nothing falls between the two.
    subscription = live.hub.join(encounter_id, subscribe_timeout) if wait_s > 0 else None
    try:
        deadline = time.monotonic() + wait_s
        baseline = seen_version
        while True:
            version, doc = live._read(encounter_id)
            if baseline is None:
                baseline = version  # a change during the wait (a sealed part) is news too
            answer = _answer(live, encounter_id, after, limit, version, doc)
            changed = version != baseline
            remaining = deadline - time.monotonic()
            if answer["entries"] or doc["revealed"] or changed or remaining <= 0:
                return answer
            if subscription is None:
                return answer
            notice = subscription.next(remaining)
            if notice is subscription.CLOSED:
                # The worker stops or Redis went away: answer what there is; the client
                # asks again (from the same index) and lands on a worker that listens.
                return answer
    finally:
        if subscription is not None:
            subscription.close()


def _answer(
    live: LiveUpdates, encounter_id: str, after: int, limit: int, version: int, doc: dict
) -> dict:
    length = doc["log_length"]
    revealed = doc["revealed"]
    start, stop = after + 1, min(length, after + 1 + limit) - 1
    entries = live.store.log_range(encounter_id, start, stop) if start <= stop else []
    # With REFEREE_MIN_REPLICAS_ACK, as the stream: entries the replicas do not hold yet
    # are not told (a failover could take them back); the client asks again for them.
    confirmed = not entries or live.store.replicated(encounter_id)
    if not confirmed:
        entries = []
    shown = [entry_event(e, live._shown(e, revealed)).data for e in entries]
    at_end = confirmed and after + len(entries) + 1 >= length
    answer: dict = {
        "entries": shown,
        "total": length,
        "page": 1,
        "page_size": limit,
        "version": version,
        # What is awaited belongs to the end of the log: told once the client is there.
        "sealed": live._awaited(encounter_id) if at_end and not revealed else [],
        # The proposal open at the end of the log, as the stream's `proposal` event tells it.
        "proposal": doc.get("proposal") if at_end and not revealed else None,
    }
    if revealed and at_end:
        answer["revealed"] = live._revealed(doc)
    return answer
