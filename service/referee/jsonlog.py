"""The one JSON shape of every log line, the service's and gunicorn's (referee.ops.logs).

At the bottom of the package, importing nothing of it: the gunicorn master loads it before
it sets up the workers' metrics directory, and observability uses it for the app's own
records.
"""

from __future__ import annotations

from pythonjsonlogger.json import JsonFormatter


def json_formatter() -> JsonFormatter:
    """One JSON object per line: time, level, logger and message, then a record's extras."""
    return JsonFormatter(
        "%(asctime)s %(levelname)s %(name)s %(message)s",
        rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
    )
