#!/usr/bin/env bash
# What bench/run.py needs besides the project's virtualenv: wrk, the load
# generator (a Debian/Ubuntu package), and the `bench` extra (locust for
# scenarios, py-spy for profiles). Run from anywhere; uses sudo when not root.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v wrk >/dev/null; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    $sudo apt-get install -y wrk
fi
if [ -x .venv/bin/python ]; then
    .venv/bin/python -m pip install -e '.[bench]'
else
    echo "no .venv yet: run ./scripts/test -q -x tests/unit first, then this again" >&2
    exit 1
fi
