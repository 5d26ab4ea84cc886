"""The operators' image (deploy/Dockerfile), built and run with podman from Debian's packages
alone: no registry holds a base image this machine can pull.

The base is made once per machine and kept in podman's store as BASE_IMAGE: Debian bookworm
with Python (debootstrap), trusting the certificate authorities this machine trusts, so pip
inside a build reaches PyPI the way pip outside does. The Dockerfile takes it as its `BASE`
build argument; operators keep the default, the official slim image.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONF = ROOT / "tests" / "ops" / "image" / "containers.conf"
BASE_IMAGE = "localhost/referee-debian-python:bookworm"
CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")
MIRROR = os.environ.get("DEBIAN_MIRROR", "http://deb.debian.org/debian")


def podman(*args: str, timeout: float = 900, check: bool = True) -> subprocess.CompletedProcess:
    env = {**os.environ, "CONTAINERS_CONF": str(CONF)}
    result = subprocess.run(
        ["podman", *args], env=env, capture_output=True, text=True, timeout=timeout
    )
    if check and result.returncode != 0:
        raise AssertionError(f"podman {' '.join(args)}: {result.returncode}\n{result.stderr}")
    return result


def has_image(name: str) -> bool:
    return podman("image", "exists", name, check=False).returncode == 0


def ensure_base() -> str:
    """The Debian-with-Python base image, made with debootstrap the first time."""
    if has_image(BASE_IMAGE):
        return BASE_IMAGE
    with tempfile.TemporaryDirectory(prefix="referee-rootfs-") as scratch:
        rootfs = Path(scratch) / "rootfs"
        subprocess.run(
            [
                "debootstrap",
                "--variant=minbase",
                "--include=python3,python3-venv,python3-pip,ca-certificates",
                "bookworm",
                str(rootfs),
                MIRROR,
            ],
            check=True,
            capture_output=True,
            timeout=1800,
        )
        # The authorities this machine trusts (a TLS-inspecting proxy's among them).
        shutil.copyfile(CA_BUNDLE, rootfs / CA_BUNDLE.relative_to("/"))
        tar = subprocess.Popen(["tar", "-C", str(rootfs), "-c", "."], stdout=subprocess.PIPE)
        env = {**os.environ, "CONTAINERS_CONF": str(CONF)}
        subprocess.run(
            ["podman", "import", "-", BASE_IMAGE],
            stdin=tar.stdout,
            env=env,
            check=True,
            capture_output=True,
            timeout=600,
        )
        assert tar.wait() == 0
    return BASE_IMAGE


def build(tag: str) -> None:
    """deploy/Dockerfile built from this checkout on the Debian base (docker format, so the
    HEALTHCHECK is kept)."""
    podman(
        "build",
        "--isolation",
        "chroot",
        "--format",
        "docker",
        "--build-arg",
        f"BASE={ensure_base()}",
        "-f",
        str(ROOT / "deploy" / "Dockerfile"),
        "-t",
        tag,
        str(ROOT),
        timeout=1800,
    )
