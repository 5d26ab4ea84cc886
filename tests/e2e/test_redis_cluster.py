"""The whole encounter flow, unchanged, on a local Redis Cluster of three masters."""

import pytest
import redis
import requests

from tests.support.redis_cluster import LocalCluster
from tests.support.sse import as_logged

from ..support.dice_stream import referee_dice_v1
from ..support.live_encounters import Follower, LiveClient, create, log, step
from ..support.servers import LiveServer
from ..support.urban_war import UrbanWar

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def cluster():
    """Three primaries, no replicas (the failover test in tests/ops adds them)."""
    local = LocalCluster(masters=3, replicas=0, node_timeout_ms=5000).start()
    try:
        yield local.nodes
    finally:
        local.stop()


# Two models a side with a short-range rifle: the shooting ends the fight soon.
ROSTER = [
    {
        "id": f"{s[0]}{i}",
        "side": s,
        "assault_skill": 5,
        "shooting_skill": 6,
        "strength": 4,
        "toughness": 3,
        "wounds_max": 1,
        "command": 6,
        "size": 2,
        "movement": 4,
        "first_strike": 4,
        "weapons": [{"name": "Rifle", "bands": {"short": "+1/5"}}],
    }
    for s in ("red", "blue")
    for i in (1, 2)
]


def test_encounter_flow_on_a_three_master_cluster(cluster):
    server = LiveServer(
        {"REDIS_URL": f"redis://127.0.0.1:{cluster[0].port}/0", "REFEREE_REDIS_CLUSTER": "1"}
    ).start()
    try:
        table = UrbanWar(LiveClient(server.url), models=ROSTER, client_seed="cluster")
        for _ in range(300):
            state = table.state
            if state["phase"] == "ended":
                break
            if state["phase"] == "command":
                *first, last = table.sides.values()
                for token in first:  # sealed: waits for the others
                    table.step("orders", {"orders": {}}, token, expect=202)
                table.step("orders", {"orders": {}}, last)
            elif state["initiative"] is None:
                table.step("initiative", {}, table.gm)
            elif state["pending_panic"]:
                due = state["pending_panic"][0]
                table.step("panic-test", due, table.gm)
            elif state["activation"]:
                table.step("end-activation", {"model": state["activation"]["model"]}, table.gm)
            else:
                player = state["active_player"]
                me = next(
                    m
                    for m in state["models"].values()
                    if m["side"] == player
                    and m["in_play"]
                    and not m["activated"]
                    and m["has_order"]
                )
                foe = next(
                    m for m in state["models"].values() if m["side"] != player and m["in_play"]
                )
                table.step("activate", {"model": me["id"]}, table.gm)
                table.step("shooting", {"target": foe["id"], "distance_in": 6}, table.gm)
        assert table.state["phase"] == "ended"
        table.reveal()  # asserts its 200
        assert table.verify()["ok"] is True
        export = table.export()
        seed = f"{export['encounter']['server_seed']}:cluster"
        for entry in export["log"]:
            values = referee_dice_v1(
                seed, str(entry["index"]), [r["sides"] for r in entry["rolls"]]
            )
            assert values == [r["value"] for r in entry["rolls"]]
        # The keys of this encounter all live on one shard.
        client = redis.RedisCluster(host="127.0.0.1", port=cluster[0].port)
        keys = [k.decode() for k in client.scan_iter(match=f"referee:{{{table.id}}}:*")]
        assert len({client.keyslot(k) for k in keys}) == 1 and len(keys) >= 3
        client.close()
    finally:
        server.stop()


def test_live_updates_on_a_three_master_cluster(cluster):
    """The notices travel through the cluster: a stream on one replica sees every step
    taken through another, whichever node holds the encounter's slot."""
    env = {"REDIS_URL": f"redis://127.0.0.1:{cluster[1].port}/0", "REFEREE_REDIS_CLUSTER": "1"}
    servers = [LiveServer(env).start(), LiveServer(env).start()]
    try:
        encounters = [create(servers[0].url) for _ in range(3)]
        followers = [Follower(servers[0].url, eid) for eid, _ in encounters]
        for eid, gm in encounters:
            for _ in range(5):
                step(servers[1].url, eid, gm)
            r = requests.post(
                f"{servers[1].url}/v1/encounters/{eid}/reveal", headers=gm, timeout=10
            )
            assert r.status_code == 200
        for (eid, _), follower in zip(encounters, followers, strict=True):
            follower.join()
            assert [as_logged(e.json()) for e in follower.entries()] == log(servers[0].url, eid)
            assert [e.event for e in follower.events][-1] == "revealed"
    finally:
        for server in servers:
            server.stop()
