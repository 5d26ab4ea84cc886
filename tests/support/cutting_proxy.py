"""A TCP proxy that drops every live-updates stream after it has passed a few log entries,
the way a phone loses its network: the client must reconnect and resume with
Last-Event-ID. It also drops every other long-poll answer that carries entries (GET
.../log?after=N), the connection cut before the client has it: the client must ask again
from the same index. Other answers pass untouched (they carry no `id:` line and no
entry of a long-poll)."""

from __future__ import annotations

import socket
import threading

ENTRY = b"\nid: "
# The start of a long-poll answer that carries entries (the service's compact JSON).
POLL_ENTRIES = b'"entries":[{'


class CuttingProxy:
    def __init__(self, upstream_port: int, entries_per_connection: int = 3):
        self.upstream_port = upstream_port
        self.limit = entries_per_connection
        self.cuts = 0
        self.polls = 0  # long-poll answers with entries seen
        self.poll_cuts = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self._listener.getsockname()[1]}"
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def start(self) -> CuttingProxy:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._listener.close()
        with self._lock:
            for sock in list(self._open):
                _close(sock)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
            with self._lock:
                self._open |= {client, upstream}
            threading.Thread(target=self._pump, args=(client, upstream, False), daemon=True).start()
            threading.Thread(target=self._pump, args=(upstream, client, True), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket, downstream: bool) -> None:
        seen, tail = 0, b""
        try:
            while data := source.recv(65536):
                cut = None
                if downstream and POLL_ENTRIES in data and self._cut_poll():
                    break  # nothing of this answer reaches the client
                if downstream:
                    seen, cut = self._cut_point(seen, tail, data)
                    tail = data[-len(ENTRY) + 1 :]
                if cut is not None:
                    # Exactly `limit` entries go through, however the server's bytes were
                    # chunked: a backlog that arrives in one piece is cut all the same.
                    target.sendall(data[:cut])
                    with self._lock:
                        self.cuts += 1
                    break
                target.sendall(data)
        except OSError:
            pass
        finally:
            _close(source)
            _close(target)
            with self._lock:
                self._open -= {source, target}

    def _cut_poll(self) -> bool:
        """Whether to drop this long-poll answer: every other one, the first included."""
        with self._lock:
            self.polls += 1
            cut = self.polls % 2 == 1
            self.poll_cuts += cut
        return cut

    def _cut_point(self, seen: int, tail: bytes, data: bytes) -> tuple[int, int | None]:
        """Entries seen so far, and where in `data` the entry after the `limit`-th begins
        (None: not in this chunk). `tail` is the previous chunk's end, for a marker split
        between chunks."""
        combined = tail + data
        at = combined.find(ENTRY)
        while at != -1:
            seen += 1
            if seen > self.limit:
                # Keep the newline that ends the last entry let through.
                return seen, max(0, at + 1 - len(tail))
            at = combined.find(ENTRY, at + 1)
        return seen, None


def _close(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    sock.close()
