"""gunicorn's gevent worker, as Referee runs it (`worker_class` in deploy/gunicorn.conf.py).

Three differences from the stock worker:

- gevent's warning that `ssl` was imported before the worker patched it (gunicorn's own
  configuration imports it in the master, before any worker exists) becomes one JSON log
  line at debug level instead of a bare line on stderr: every line the server writes is
  JSON. On Python 3.11 the patch still applies to ssl; the warning concerns Python 3.6.
- After each answer it lets the other connections' requests run (see handle_request).
- When the worker is told to stop, the live-updates streams it serves end at once (each
  client resumes from its last event id on another worker) instead of holding the worker
  until the graceful timeout.

This module imports nothing of the app: the gunicorn master loads the worker class.
"""

from __future__ import annotations

import warnings

import gevent
from gunicorn.workers.ggevent import GeventWorker


class Worker(GeventWorker):
    def patch(self) -> None:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            super().patch()
        for warning in caught:
            self.log.debug("gevent: %s", warning.message)

    def handle_request(self, listener_name, req, sock, addr):
        # Yield once after every answer. Without it a keep-alive connection whose next
        # request is already waiting is served again and again before the others: measured
        # with wrk (16 connections, bare Flask), p99 410 ms and a 0.9 s worst case instead
        # of 12 ms, and requests timing out behind the busy ones.
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            gevent.sleep(0)

    def handle_quit(self, sig, frame) -> None:
        _end_live_streams()
        super().handle_quit(sig, frame)

    def handle_exit(self, sig, frame) -> None:
        _end_live_streams()
        super().handle_exit(sig, frame)


def _end_live_streams() -> None:
    """Out of the signal handler, as the stock worker does with its own quit (gunicorn #1126)."""
    from referee.store.notify import close_all

    gevent.spawn(close_all)
