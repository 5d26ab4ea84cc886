"""Work that must not hold a gevent worker's loop (issue 32: no request may hold it for more
than about 50 ms without yielding).

Under gunicorn's gevent worker (deploy/gunicorn.conf.py) every request of a worker is a
greenlet on one thread: a request computing for half a second (the exact odds of
`1d12e>1`, a step's odds near their enumeration limit, verifying a long log) would stop
every other request and live stream of that worker, health checks included, for as long.
`run` gives such pure computations to a native thread of a small pool instead: the
request's greenlet waits cooperatively, the loop goes on serving the others, and the
interpreter hands the GIL between the threads every few milliseconds
(sys.getswitchinterval, 5 ms). The pool has one thread: a flood of costly requests queues
(each waiting greenlet holds no thread), and the loop is the only other thread that wants
the GIL, so each hand-over is to it (measured with two: on a loaded machine the two
workers passed the GIL between them and the loop waited up to 1.4 s).

What is run must be pure: no Redis, no Flask context, no gevent object (the pool's threads
have no hub of their own to wait on). Outside a gevent-patched process (tests, a threads
worker, a script) `run` calls the function in place: threads are preempted anyway.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

THREADS = 1

_pool: Any = None
_pool_pid: int | None = None


def _patched() -> bool:
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency of the server
        return False
    return bool(monkey.is_module_patched("threading"))


def _the_pool():
    """This process's pool, made on first use (after gunicorn forked the worker)."""
    global _pool, _pool_pid
    if _pool is None or _pool_pid != os.getpid():
        from gevent.threadpool import ThreadPool

        _pool, _pool_pid = ThreadPool(THREADS), os.getpid()
    return _pool


def run(work: Callable[..., T], *args: Any) -> T:
    """`work(*args)`, off the gevent loop where there is one; its exception is raised here."""
    if not _patched():
        return work(*args)
    return _the_pool().apply(work, args)
