"""Log lines as JSON objects: the service's own records and gunicorn's.

gunicorn's `access_log_format` is string templating: a backslash or a control
character in a query or a User-Agent made the line invalid JSON. Here every
line, a request or a message, is a record that python-json-logger serialises,
escaping whatever it holds.

This module imports nothing of the app: the gunicorn master loads it before it
sets up the workers' metrics directory (deploy/gunicorn.conf.py).
"""

from __future__ import annotations

from gunicorn.glogging import Logger

from referee.jsonlog import json_formatter


class GunicornJsonLogger(Logger):
    """gunicorn's error and access logs as JSON lines (`logger_class` in gunicorn.conf.py)."""

    def setup(self, cfg) -> None:
        super().setup(cfg)
        for log in (self.error_log, self.access_log):
            for handler in log.handlers:
                if getattr(handler, "_gunicorn", False):
                    handler.setFormatter(json_formatter())

    def access(self, resp, req, environ, request_time) -> None:
        """One record per request, answered by the app or by gunicorn itself."""
        if not self.access_log_enabled:
            return
        atoms = self.atoms(resp, req, environ, request_time)
        status = atoms["s"]
        self.access_log.info(
            "request",
            extra={
                "remote": atoms["h"],
                "method": atoms["m"],
                "path": atoms["U"],
                "query": atoms["q"],
                "status": int(status) if str(status).isdigit() else status,
                "bytes": atoms["B"],
                "duration_us": atoms["D"],
                # Absent when gunicorn answered the request itself (414, a malformed header).
                "request_id": atoms.get("{x-request-id}o"),
                "user_agent": atoms["a"],
            },
        )
