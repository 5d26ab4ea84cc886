"""The TypeScript SDK's offline check of an export's proof (`verifyEncounter` with the
service's key set), run with node: the service's export verifies with its chain and both
signatures, and every kind of forged export is refused where the Python SDK refuses it."""

from __future__ import annotations

import json

import pytest

from tests.support import forgery

VERIFY_JS = """
import { verifyEncounter } from "referee-sdk";
let text = "";
for await (const chunk of process.stdin) text += chunk;
const { exports, keys } = JSON.parse(text);
console.log(JSON.stringify(exports.map((e) => {
  const v = verifyEncounter(e, keys === null ? {} : { keys });
  return { ok: v.ok, chainOk: v.chainOk, signed: v.signed, first: v.firstFailure, said: String(v) };
})));
"""


@pytest.fixture(scope="module")
def exported(app):
    return forgery.revealed_fight(app.test_client())


def typescript(ts_sdk, exports, keys) -> list[dict]:
    result = ts_sdk.node(
        "--input-type=module",
        "-e",
        VERIFY_JS,
        input=json.dumps({"exports": exports, "keys": keys}),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def test_the_services_export_and_every_forgery_in_the_typescript_sdk(ts_sdk, exported):
    export, keys = exported
    forged = [forge(export)[0] for forge in forgery.FORGERIES]
    good, *refused = typescript(ts_sdk, [export, *forged], keys)
    assert good["ok"] and good["chainOk"] and good["signed"], good
    assert good["said"].endswith("the hash chain holds; signed by the service")
    for forge, answer in zip(forgery.FORGERIES, refused, strict=True):
        assert answer["ok"] is False, (forge.__name__, answer)
        assert answer["first"].startswith(forgery.where_offline(forge, export)), (
            forge.__name__,
            answer,
        )
    (unchecked,) = typescript(ts_sdk, [export], None)
    assert unchecked["ok"] and unchecked["signed"] is None
    assert "signatures not checked" in unchecked["said"]
