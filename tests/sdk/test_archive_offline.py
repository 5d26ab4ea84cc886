"""Every export in the rules-version archive (tests/vectors/archive, and the SDK vector
tests/vectors/encounter-urban-war.json) verifies offline in both SDKs and through the CLI
(issue 28): the dice of every export, and for the signed ones (referee-encounter-v2,
with the folder's keys.json) the hash chain and both signatures.

Exports written before signing (referee-encounter-v1) have no chain and no signature: the
verifiers check their dice and answer chain and signature as not checked (None / null),
keys or no keys, and say nothing about the chain or a signature.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from referee_sdk import verify_encounter

from tests.support.referee_cli import referee

VECTORS = Path(__file__).resolve().parents[1] / "vectors"
ARCHIVED = sorted((VECTORS / "archive").glob("*/*-*.json")) + [VECTORS / "encounter-urban-war.json"]
SIGNED_SAYS = "; the hash chain holds; signed by the service"

VERIFY_JS = """
import { readFileSync } from "node:fs";
import { verifyEncounter } from "referee-sdk";
let text = "";
for await (const chunk of process.stdin) text += chunk;
console.log(JSON.stringify(JSON.parse(text).map(({ path, keys }) => {
  const v = verifyEncounter(JSON.parse(readFileSync(path, "utf8")), keys === null ? {} : { keys });
  return { ok: v.ok, chainOk: v.chainOk, signed: v.signed, first: v.firstFailure, said: String(v) };
})));
"""


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _keys_file(path: Path) -> Path | None:
    keys = path.parent / "keys.json"
    return keys if keys.exists() else None


def _keys(path: Path) -> dict | None:
    keys = _keys_file(path)
    return json.loads(keys.read_text("utf-8")) if keys else None


def _signed(path: Path) -> bool:
    return json.loads(path.read_text("utf-8"))["format"] == "referee-encounter-v2"


def _rolls(path: Path) -> int:
    return sum(len(entry["rolls"]) for entry in json.loads(path.read_text("utf-8"))["log"])


def test_the_archive_holds_signed_and_unsigned_exports_of_every_game():
    games = {p: json.loads(p.read_text("utf-8"))["encounter"]["system"] for p in ARCHIVED}
    signed = {game for p, game in games.items() if _signed(p)}
    unsigned = {game for p, game in games.items() if not _signed(p)}
    assert signed == unsigned == {"urban-war", "umbra-turris", "walka"}
    assert all(_keys_file(p) for p in ARCHIVED if _signed(p))
    assert not any(_keys_file(p) for p in ARCHIVED if not _signed(p))


@pytest.mark.parametrize("path", ARCHIVED, ids=_name)
def test_python_sdk_verifies_every_archived_export_offline(path):
    result = verify_encounter(path.read_text("utf-8"), keys=_keys(path))
    assert result.ok and result.failures == [] and result.first_failure is None, result.failures
    said = f"verified: {_rolls(path)} rolls match referee-dice-v1"
    if _signed(path):
        assert (result.chain_ok, result.signed) == (True, True)
        assert str(result) == said + SIGNED_SAYS
    else:
        assert (result.chain_ok, result.signed) == (None, None)
        assert str(result) == said
        # A key set changes nothing for an export that carries no signature.
        keyed = verify_encounter(path.read_text("utf-8"), keys={"keys": []})
        assert (keyed.ok, keyed.signed, str(keyed)) == (True, None, said)


def test_python_sdk_refuses_a_signed_archived_export_under_another_key_set():
    """The archive's key set is what makes its signatures check: a key set without the
    archive's key is refused."""
    path = next(p for p in ARCHIVED if _signed(p))
    result = verify_encounter(path.read_text("utf-8"), keys={"keys": []})
    assert not result.ok and result.signed is False
    assert "not one of the key set's Ed25519 keys" in result.first_failure


def test_typescript_sdk_verifies_the_whole_archive_offline_in_one_process(ts_sdk):
    jobs = [{"path": str(path), "keys": _keys(path)} for path in ARCHIVED]
    done = ts_sdk.node(
        "--input-type=module",
        "-e",
        VERIFY_JS,
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    answers = json.loads(done.stdout)
    assert len(answers) == len(ARCHIVED)
    for path, answer in zip(ARCHIVED, answers, strict=True):
        said = f"verified: {_rolls(path)} rolls match referee-dice-v1"
        assert answer["ok"] is True and answer["first"] is None, (_name(path), answer)
        if _signed(path):
            assert (answer["chainOk"], answer["signed"]) == (True, True), (_name(path), answer)
            assert answer["said"] == said + SIGNED_SAYS
        else:
            assert (answer["chainOk"], answer["signed"]) == (None, None), (_name(path), answer)
            assert answer["said"] == said


@pytest.mark.parametrize("path", ARCHIVED, ids=_name)
def test_the_cli_verifies_every_archived_export_offline(path):
    keys = _keys_file(path)
    done = referee("verify", "--offline", *(["--keys", str(keys)] if keys else []), str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    said = f"verified: {_rolls(path)} rolls match referee-dice-v1"
    assert done.stdout.strip() == (said + SIGNED_SAYS if _signed(path) else said)
