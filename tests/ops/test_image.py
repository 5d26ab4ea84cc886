"""The image operators run (deploy/Dockerfile), built and run here with podman (issue 34,
point 4): `/readyz`, a seeded step that answers what the source answers, an encounter played
to a verified record, and a SIGTERM after which nothing is left running.

The base image is made from Debian's packages alone (tests/support/image.py), since no
registry holds one this machine can pull; the Dockerfile takes it as `BASE`. Slow (the first
run on a machine debootstraps Debian, and every run builds the image): `./scripts/test --all`.
"""

from __future__ import annotations

import time

import pytest
import requests

from referee.store.embedded import EmbeddedRedis, free_port
from tests.support import image
from tests.support.encounters import Encounter
from tests.support.live_encounters import LiveClient
from tests.support.urban_war import roster

# Building takes minutes (the first run on a machine also debootstraps Debian).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(2400)]

TAG = "localhost/referee:image-test"
# A seeded command test: the image must answer it die for die as this checkout does.
SEEDED = {"command": 4, "calibre": 1, "commander_in_range": True, "seed": "image-test"}


@pytest.fixture(scope="module")
def redis_for_the_image():
    server = EmbeddedRedis(port=free_port()).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def container(redis_for_the_image):
    """The image built from this checkout, running on the host's network beside a Redis."""
    image.build(TAG)
    port = free_port()
    name = f"referee-image-test-{port}"
    image.podman(
        "run",
        "--detach",
        "--name",
        name,
        "--network",
        "host",
        "--env",
        f"REDIS_URL={redis_for_the_image.url}",
        "--env",
        f"PORT={port}",
        TAG,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180  # a loaded 2-core machine boots it slowly
        while True:
            try:
                if requests.get(f"{url}/readyz", timeout=5).status_code == 200:
                    break
            except requests.RequestException:  # not listening yet, or still importing
                pass
            assert time.monotonic() < deadline, image.podman("logs", name, check=False).stderr
            time.sleep(0.3)
        yield name, url
    finally:
        image.podman("rm", "--force", name, check=False)
        image.podman("rmi", "--force", TAG, check=False)
        # The build stage's untagged layers; the Debian base stays, tagged, for the next run.
        image.podman("image", "prune", "--force", check=False)


def test_the_image_is_ready_and_says_what_it_stores_in(container):
    _, url = container
    ready = requests.get(f"{url}/readyz", timeout=5).json()
    assert ready["status"] == "ready" and ready["store"] == "redis"
    inspected = image.podman("image", "inspect", TAG, "--format", "{{.Config.User}}").stdout
    assert inspected.strip() == "10001"  # not root


def test_a_seeded_step_answers_what_the_source_answers(container, client):
    _, url = container
    local = client.post("/v1/urban-war/command-test", json=SEEDED)
    remote = requests.post(f"{url}/v1/urban-war/command-test", json=SEEDED, timeout=10)
    assert local.status_code == 200, local.get_json()
    assert remote.status_code == 200, remote.text
    mine, theirs = local.get_json(), remote.json()
    assert theirs["rolls"] == mine["rolls"] and theirs["outcome"] == mine["outcome"]
    assert theirs["seed"] == "image-test" and len(theirs["rolls"]) == 2


def test_an_encounter_is_played_and_verified_in_the_image(container):
    _, url = container
    fight = Encounter(LiveClient(url), "urban-war", roster(2))
    fight.step("command-test", {"model": "r1"})
    fight.step("command-test", {"model": "b1"})
    fight.reveal()
    verified = fight.verify()
    assert verified["ok"] is True and len(fight.log()) == 2


def test_sigterm_stops_it_cleanly_and_leaves_nothing_running(container):
    name, url = container
    image.podman("stop", "--time", "20", name)
    state = image.podman("inspect", name, "--format", "{{.State.Status}} {{.State.ExitCode}}")
    assert state.stdout.split() == ["exited", "0"]  # gunicorn's own exit, not a SIGKILL (137)
    logs = image.podman("logs", name).stderr + image.podman("logs", name).stdout
    assert "Shutting down: Master" in logs
    running = image.podman("ps", "--filter", f"name={name}", "--quiet").stdout
    assert running.strip() == ""
    with pytest.raises(requests.ConnectionError):
        requests.get(f"{url}/healthz", timeout=5)
