"""gunicorn settings for Referee: `gunicorn -c deploy/gunicorn.conf.py 'referee.app:create_app()'`.

Counts and addresses come from the environment so the same file serves a
laptop, the benchmark and a container.
"""

import logging
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# gevent: each request is a greenlet, so a live-updates subscriber (GET .../events) that
# waits for the next step holds no thread; all the subscribers of a worker share one Redis
# connection for the notices (docs/encounters.md, Live updates). A worker serves up to
# worker_connections requests and streams at once. GUNICORN_WORKER_CLASS=gthread serves
# everything else as before, but then each subscriber holds one of the `threads`.
# referee.ops.worker.Worker is gunicorn's gevent worker, with JSON-only output and streams
# that end at once when the worker stops.
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "referee.ops.worker.Worker")
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", "1000"))
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
keepalive = 5
# Recycle workers now and then (with jitter so they do not all restart at once).
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "100000"))
max_requests_jitter = int(os.environ.get("GUNICORN_MAX_REQUESTS_JITTER", "10000"))
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
# Every line gunicorn writes (access and error log) is one JSON object, serialised by
# python-json-logger: a request line is never templated into JSON by hand.
logger_class = "referee.ops.logs.GunicornJsonLogger"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
# Several servers run side by side in the tests and the benchmark; gunicornc is unused.
control_socket_disable = True
# Limits of what gunicorn itself reads. A request line (method, path and query) up to
# 8190 bytes, gunicorn's maximum, reaches the app, which answers it as problem+json;
# longer ones, header fields over 8190 bytes, more than 100 headers and malformed HTTP
# (a bare CR or LF in a header, a bad chunk) gunicorn refuses itself with a short
# text/html page: 414, 431 and 400 (README, Configuration).
limit_request_line = 8190
limit_request_field_size = 8190
limit_request_fields = 100

_embedded = None
_metrics_dir = None
_master_pid = None


def when_ready(server):
    """Metrics shared by all workers; without REDIS_URL, one redis-server they all share.

    Started here, once the listening socket is bound, so that a start that fails earlier
    (the port is busy) has started nothing; a start that fails later stops them again
    (on_exit, or the atexit hook when gunicorn exits without calling on_exit).
    """
    global _embedded, _metrics_dir, _master_pid
    import atexit

    _master_pid = os.getpid()
    atexit.register(_clean_up)
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from referee.tempdirs import private_dir

        _metrics_dir = private_dir("referee-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = _metrics_dir
    if os.environ.get("REDIS_URL"):
        return
    from referee.store.embedded import EmbeddedRedis

    _embedded = EmbeddedRedis().start()
    os.environ["REDIS_URL"] = _embedded.url
    os.environ["REFEREE_REDIS_EMBEDDED"] = "1"
    logging.getLogger("gunicorn.error").warning(
        "REDIS_URL is not set: started an embedded redis-server at %s shared by all "
        "workers. It keeps nothing on disk: encounters are lost when the service stops.",
        _embedded.url,
    )


def post_worker_init(worker):
    """Keep the app's own objects out of the garbage collector's full collections.

    A worker holds some 200,000 long-lived objects once the app is built (schemas, the
    spec, the rule tables). Under load a full collection came every few seconds (an
    encounter step's objects live across its Redis wait, so many outlive the young
    generations) and walked all of them: 140-180 ms measured, a pause every request in
    flight waited out. Encounter-step p99 on one worker at 16 connections: 134 ms before,
    29 ms frozen. What requests create is still collected as before.
    """
    import gc

    gc.collect()
    gc.freeze()


def child_exit(server, worker):
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    _clean_up()


def _clean_up():
    """Stop the embedded redis-server and remove the metrics directory the master made."""
    global _embedded, _metrics_dir
    if os.getpid() != _master_pid:
        return  # a forked worker inherits the atexit hook; only the master owns these
    if _embedded is not None:
        _embedded.stop()
        _embedded = None
    if _metrics_dir is not None:
        import shutil

        shutil.rmtree(_metrics_dir, ignore_errors=True)
        _metrics_dir = None
