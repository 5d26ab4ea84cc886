"""Add exports written by an earlier commit of Referee to the archive (tests/vectors/archive).

    .venv/bin/python tests/vectors/archive/make_archive.py a8a37b8
    .venv/bin/python tests/vectors/archive/make_archive.py c52c030 --clock 2026-11-29T12:50:00+00:00
    .venv/bin/python tests/vectors/archive/make_archive.py HEAD --budget 30000 \
        --signing-key tests/vectors/archive/archive-signing-key.pem

The commit's own tree (git archive) runs its own encounter tests with harvest.py, which
reveals and exports every encounter they fought, from that commit's own service code. The
exports its own verify passes are kept, chosen so that few of them cover as many steps and
outcome values as they can within a size budget per system, and written to
tests/vectors/archive/<date>-<commit>/<system>-<n>.json, with index.json naming the test
each one came from. `--clock` starts the service's clock at the moment that commit was
live, so an export's times say which rules version wrote it. `--signing-key` (for a commit
that signs its exports, referee-encounter-v2) makes every app of those tests sign with the
archive's own fixed key (archive-signing-key.pem: a test key, never a service's), and
writes the JWK set that verifies them as keys.json beside them.

tests/encounters/test_rules_versions.py (POST /v1/verify) and tests/sdk/test_archive_offline.py
(both SDKs and the CLI, offline) verify every archived export with today's
code: a rules change that would break one without a new rules version fails the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SUITES = ("tests/encounters", "tests/dice/test_encounter_roll.py")


def harvest(commit: str, clock: str | None, signing_key: str | None, into: Path) -> None:
    tree = into / "tree"
    tree.mkdir()
    archive = subprocess.run(
        ["git", "archive", commit], cwd=ROOT, check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(tree / "service"), str(tree), str(HERE)]),
        "ARCHIVE_HARVEST": str(into / "exports"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    if clock:
        env["ARCHIVE_CLOCK"] = clock
    if signing_key:
        env["ARCHIVE_SIGNING_KEY"] = Path(signing_key).read_text("ascii")
    suites = [s for s in SUITES if (tree / s).exists()]
    subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "harvest", "-p", "no:cacheprovider"]
        + ["-p", "no:xdist", "-q", *suites],
        cwd=tree,
        env=env,
        check=True,
    )


def features(export: dict) -> set[str]:
    """What an export exercises: its steps, and each outcome field's value where it is a
    flag, a null or a short word (a rule that changes one shows up there)."""
    found: set[str] = set()

    def walk(step: str, value, path: str) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(step, inner, f"{path}.{key}")
        elif isinstance(value, list):
            for inner in value:
                walk(step, inner, f"{path}[]")
        elif value is None or isinstance(value, bool) or isinstance(value, str):
            found.add(f"{step}{path}={value!r}"[:120])
        else:
            found.add(f"{step}{path}")

    for entry in export["log"]:
        found.add(entry["step"])
        walk(entry["step"], entry.get("outcome"), "")
    return found


def choose(named: list[tuple[dict, set[str], int]], budget: int) -> list[dict]:
    """Greedy: the export that adds the most not yet covered, per square root of its size."""
    covered: set[str] = set()
    chosen, size = [], 0
    left = list(named)
    while left and size < budget:
        best = max(left, key=lambda n: len(n[1] - covered) / n[2] ** 0.5)
        if not best[1] - covered:
            break
        left.remove(best)
        chosen.append(best[0])
        covered |= best[1]
        size += best[2]
    return chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("commit")
    parser.add_argument("--clock", help="the service's clock at start (ISO 8601)")
    parser.add_argument("--budget", type=int, default=50_000, help="bytes per system")
    parser.add_argument("--signing-key", help="sign with this Ed25519 key (PEM, PKCS#8)")
    args = parser.parse_args()
    commit = (
        subprocess.run(
            ["git", "rev-parse", "--short", args.commit], cwd=ROOT, check=True, capture_output=True
        )
        .stdout.decode()
        .strip()
    )
    date = (
        subprocess.run(
            ["git", "log", "-1", "--format=%cs", commit], cwd=ROOT, check=True, capture_output=True
        )
        .stdout.decode()
        .strip()
    )
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        harvest(commit, args.clock, args.signing_key, work)
        by_system: dict[str, list] = {}
        for path in sorted((work / "exports").glob("*/*.json")):
            named = json.loads(path.read_text("utf-8"))
            text = json.dumps(named["export"], ensure_ascii=False)
            by_system.setdefault(named["export"]["encounter"]["system"], []).append(
                ({**named, "text": text}, features(named["export"]), len(text))
            )
        folder = HERE / f"{date}-{commit}"
        folder.mkdir(exist_ok=True)
        index = {}
        for system, named in sorted(by_system.items()):
            for n, chosen in enumerate(choose(named, args.budget), start=1):
                name = f"{system}-{n}.json"
                (folder / name).write_text(chosen["text"] + "\n", "utf-8")
                index[name] = {"commit": commit, "clock": args.clock, "test": chosen["test"]}
        (folder / "index.json").write_text(json.dumps(index, indent=1) + "\n", "utf-8")
        if (work / "exports" / "keys.json").exists():
            (folder / "keys.json").write_text((work / "exports" / "keys.json").read_text("utf-8"))
        print(f"{folder.relative_to(ROOT)}: {len(index)} exports")


if __name__ == "__main__":
    main()
