"""A newer server may add enum values and fields (the spec's evolution policy: adding
one is not a breaking change). The generated referee_client must still parse its
answers: scripts/sdk_python.py makes the generated enum checks hand an unknown value
through, and keeps the discriminators (`system` of each encounter variant) strict so a
union still picks the right variant.

The package checked is the committed one, post-processed the way scripts/generate does
(idempotent: the drift test in tests/contract keeps the committed package equal to the
generator's output)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import sdk_python  # scripts/, on sys.path from tests/conftest.py

ROOT = Path(__file__).resolve().parents[2]
VECTOR = ROOT / "tests" / "vectors" / "encounter-urban-war.json"

PARSE = """\
import json, sys
from referee_client.models import Export, UrbanWarEncounter
data = json.load(open(sys.argv[1]))
try:
    export = Export.from_dict(data)
except Exception as error:
    print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
    raise SystemExit(0)
encounter = export.encounter
state = encounter.state
print(json.dumps({
    "variant": type(encounter).__name__,
    "default_order": state.config.default_order,
    "order": state.models["r1"].order,
    "phase": state.phase,
    "rolls": len(export.log),
    "format": export.format_,
    "step": export.log[0].step,
}))
"""


def _newer_server_export() -> dict:
    data = json.loads(VECTOR.read_text("utf-8"))
    state = data["encounter"]["state"]
    state["config"]["default_order"] = "hold_fire"  # a new value of an enum
    state["models"]["r1"]["order"] = "hold_fire"
    state["phase"] = "regroup"
    data["format"] = "referee-encounter-v2"  # a new value of a one-value set
    data["log"][0]["step"] = "regroup"  # a new step name (a shared enum component)
    data["encounter"]["weather"] = {"visibility": "fog"}  # a new field
    state["models"]["r1"]["stance"] = "prone"
    data["log"][0]["signature"] = "ed25519:..."
    return data


def _parse(tmp_path: Path, data: dict) -> dict:
    package = tmp_path / "pkg" / "referee_client"
    if not package.exists():
        shutil.copytree(ROOT / "sdk" / "python" / "referee_client", package)
        sdk_python.tolerate_new_enum_values(package)
    answer = tmp_path / "answer.json"
    answer.write_text(json.dumps(data), "utf-8")
    result = subprocess.run(
        [sys.executable, "-c", PARSE, str(answer)],
        env={"PYTHONPATH": str(package.parent), "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def test_new_enum_values_and_fields_parse(tmp_path):
    parsed = _parse(tmp_path, _newer_server_export())
    assert parsed == {
        "variant": "UrbanWarEncounter",
        "default_order": "hold_fire",
        "order": "hold_fire",
        "phase": "regroup",
        "rolls": len(json.loads(VECTOR.read_text("utf-8"))["log"]),
        "format": "referee-encounter-v2",
        "step": "regroup",
    }


def test_an_unknown_system_is_still_refused(tmp_path):
    """The discriminator stays strict: an export of a system this SDK does not know is
    not silently read as one it does."""
    data = _newer_server_export()
    data["encounter"]["system"] = "star-war"
    assert "error" in _parse(tmp_path, data)


def test_the_post_processing_leaves_no_strict_check_of_several_values(tmp_path):
    package = tmp_path / "referee_client"
    shutil.copytree(ROOT / "sdk" / "python" / "referee_client", package)
    sdk_python.tolerate_new_enum_values(package)
    strict = []
    for path in sorted((package / "models").glob("*.py")):
        source = path.read_text("utf-8")
        if "raise TypeError" in source and "def check_" in source:
            check = sdk_python._enum_check(source)
            assert check is not None, path.name
            strict.append(check)
    assert strict, "the system discriminators stay strict"
    assert {name for name, _ in strict} == sdk_python.discriminator_enums(), strict
    assert sdk_python.tolerate_new_enum_values(package) == 0  # idempotent
