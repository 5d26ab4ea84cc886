"""gunicorn settings for Referee: `gunicorn -c deploy/gunicorn.conf.py 'referee.app:create_app()'`.

Counts and addresses come from the environment so the same file serves a
laptop, the benchmark and a container.
"""

import logging
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# gthread keeps HTTP/1.1 connections alive; the sync worker closes every one.
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
keepalive = 5
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
# Several servers run side by side in the tests and the benchmark; gunicornc is unused.
control_socket_disable = True

_embedded = None


def on_starting(server):
    """Without REDIS_URL, start one memory-only redis-server that all workers share."""
    global _embedded
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


def on_exit(server):
    if _embedded is not None:
        _embedded.stop()
