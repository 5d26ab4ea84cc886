"""A Redis primary with one replica (tests/ops/conftest.py makes it the `pair` fixture of a
module), and a way to freeze the replica (tests/ops: REFEREE_MIN_REPLICAS_ACK)."""

from __future__ import annotations

import os
import signal
import time

import redis

from referee.store.embedded import EmbeddedRedis, free_port

COMMAND_TEST = {"model": "r1"}


def primary_and_replica():
    primary = EmbeddedRedis(port=free_port()).start()
    replica = EmbeddedRedis(
        port=free_port(), extra_args=("--replicaof", "127.0.0.1", str(primary.port))
    ).start()
    try:
        client = redis.Redis.from_url(replica.url)
        deadline = time.monotonic() + 10
        while client.info("replication").get("master_link_status") != "up":
            assert time.monotonic() < deadline, "the replica never linked to the primary"
            time.sleep(0.05)
        client.close()
        yield primary, replica
    finally:
        replica.stop()
        primary.stop()


class stopped:
    """The replica frozen (SIGSTOP) for the block: it neither applies nor acknowledges."""

    def __init__(self, server: EmbeddedRedis):
        self.pid = server.process.pid

    def __enter__(self):
        os.kill(self.pid, signal.SIGSTOP)

    def __exit__(self, *exc):
        os.kill(self.pid, signal.SIGCONT)
