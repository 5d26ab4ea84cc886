"""The live updates' notices on Redis Cluster are sharded pub/sub: subscribed on the primary
that owns the encounter's slot only, and followed when that slot moves to another node
(the node gives the channel up; the subscribers are closed and join again where the slot
is). A local cluster of three primaries (tests/support/redis_cluster.py)."""

from __future__ import annotations

import pytest
import redis

from referee.config import Settings
from referee.store.connection import connect
from referee.store.notify import Hub, Subscription, channel_of
from tests.support.redis_cluster import LocalCluster

ENCOUNTER = "7" * 32


@pytest.fixture(scope="module")
def cluster():
    local = LocalCluster(masters=3, replicas=0).start()
    try:
        yield local
    finally:
        local.stop()


def subscribed(cluster: LocalCluster, channel: str) -> dict[int, tuple[int, int]]:
    """Per node: (sharded, plain) subscribers of the channel."""
    counts = {}
    for node in cluster.alive():
        client = cluster.client(node)
        try:
            sharded = client.execute_command("PUBSUB", "SHARDNUMSUB", channel)[1]
            plain = client.execute_command("PUBSUB", "NUMSUB", channel)[1]
            counts[node.port] = (int(sharded), int(plain))
        finally:
            client.close()
    return counts


def move_slot(cluster: LocalCluster, key: str, source, target) -> None:
    """Hand the key's slot (and its keys) from one primary to another, as resharding does."""
    src, dst = cluster.client(source), cluster.client(target)
    try:
        slot = int(src.execute_command("CLUSTER", "KEYSLOT", key))
        src_id = src.execute_command("CLUSTER", "MYID")
        dst_id = dst.execute_command("CLUSTER", "MYID")
        src_id = src_id.decode() if isinstance(src_id, bytes) else src_id
        dst_id = dst_id.decode() if isinstance(dst_id, bytes) else dst_id
        dst.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", src_id)
        src.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", dst_id)
        for k in src.execute_command("CLUSTER", "GETKEYSINSLOT", slot, 1000):
            src.migrate("127.0.0.1", target.port, k, 0, 5000)
        for client in (dst, src):
            client.execute_command("CLUSTER", "SETSLOT", slot, "NODE", dst_id)
    finally:
        src.close()
        dst.close()


def test_notices_follow_the_slot_of_their_encounter(cluster):
    settings = Settings(
        redis_url=cluster.url,
        redis_embedded=False,
        redis_cluster=True,
        redis_timeout_s=2.0,
        max_body_bytes=64 * 1024,
    )
    client = connect(settings)
    assert isinstance(client, redis.RedisCluster)
    hub = Hub(client)
    channel = channel_of(ENCOUNTER)
    owner = cluster.owner(channel)
    subscription = hub.join(ENCOUNTER, 5)
    try:
        counts = subscribed(cluster, channel)
        assert counts.pop(owner.port) == (1, 0), counts
        assert set(counts.values()) == {(0, 0)}, counts  # not on the other nodes
        client.spublish(channel, b'{"at": 1}')
        assert subscription.next(5) == {"at": 1}

        target = next(n for n in cluster.alive() if n is not owner)
        move_slot(cluster, channel, owner, target)
        # The old owner gives the channel up: the subscription ends (its client resumes).
        assert subscription.next(5) is Subscription.CLOSED
        subscription.close()
        subscription = hub.join(ENCOUNTER, 5)
        assert subscribed(cluster, channel)[target.port] == (1, 0)
        client.spublish(channel, b'{"at": 2}')
        assert subscription.next(5) == {"at": 2}
    finally:
        subscription.close()
        client.close()
