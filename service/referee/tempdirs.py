"""Private temporary directories that a crash does not leave behind for good.

The embedded redis-server's directory and the metrics directory are removed by the
process that made them when it stops. A process killed outright (SIGKILL, the OOM
killer) cannot; so each directory names its owner's pid in a file, and the next one
made with the same prefix removes those whose owner is gone.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

OWNER = ".owner-pid"


def private_dir(prefix: str) -> str:
    """A new directory under the system's temp folder, mode 700, owned by this process;
    first, the leftovers of dead owners with the same prefix are removed."""
    _remove_orphans(prefix)
    path = tempfile.mkdtemp(prefix=prefix)
    Path(path, OWNER).write_text(str(os.getpid()), encoding="ascii")
    return path


def _remove_orphans(prefix: str) -> None:
    """Only this user's directories that name an owner no longer running: one without the
    file is being made right now (or predates it) and is left alone."""
    for path in Path(tempfile.gettempdir()).glob(prefix + "*"):
        try:
            if path.is_symlink() or path.stat().st_uid != os.getuid():
                continue
            pid = int(Path(path, OWNER).read_text(encoding="ascii"))
        except (OSError, ValueError):
            continue
        if not _running(pid):
            shutil.rmtree(path, ignore_errors=True)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, another user's
        return True
    return True
