"""mypy --strict on the hand-written SDK and on scripts a user would write with it: the
helpers carry the generated endpoints' types, so a typo in an answer's field, a wrong
argument or a misspelled value of a closed set fails type-checking instead of passing as
`Any` or `str`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "sdk" / "python"

USER_SCRIPT = """\
from referee_client.api.urban_war import urban_war_command_test
from referee_client.api.urban_war_encounters import encounter_urban_war_initiative
from referee_client.models import (
    UrbanWarCommandTestRequest,
    UrbanWarInitiativeEncounterParams,
)
from referee_sdk import AuthenticatedClient, Client, Retry, call


def command_test(url: str) -> bool:
    client = Client(base_url=url)
    result = call(
        urban_war_command_test.sync_detailed,
        client=client,
        body=UrbanWarCommandTestRequest(command=7),
        odds=True,
    )
    return result.{field}.passed


def initiative(url: str, encounter_id: str, gm_token: str) -> str:
    answer = Retry(attempts=2).encounter_step(
        encounter_urban_war_initiative.sync_detailed,
        encounter_id,
        client=AuthenticatedClient(base_url=url, token=gm_token),
        body=UrbanWarInitiativeEncounterParams(winner_sends_first="{first}"),
    )
    return answer.{answer_field}
"""


def mypy(*targets: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """mypy as on a user's machine with the SDK installed from its wheel: the editable
    install in .venv uses an import hook mypy cannot follow, so the SDK comes from
    MYPYPATH, and the generated package's own code is checked silently (as mypy does for
    an installed package) while the types it declares are used in full."""
    (cwd / "mypy.ini").write_text("[mypy]\n\n[mypy-referee_client.*]\nfollow_imports = silent\n")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(cwd / "mypy.ini"),
            "--strict",
            "--no-incremental",
            "--cache-dir",
            str(cwd / ".mypy_cache"),
            *targets,
        ],
        cwd=cwd,
        env={**os.environ, "MYPYPATH": str(SDK)},
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_referee_sdk_passes_mypy_strict(tmp_path):
    result = mypy(str(SDK / "referee_sdk"), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_user_scripts_are_type_checked_against_the_generated_answers(tmp_path):
    """The correct script passes; each typo is reported on its own line. One mypy run
    checks both (the generated package is analysed once): the good script must get no
    error of its own."""
    good = USER_SCRIPT.format(field="outcome", answer_field="step", first="opponent")
    (tmp_path / "good.py").write_text(good)
    typo = USER_SCRIPT.format(field="outcom", answer_field="stepp", first="oponent")
    (tmp_path / "typo.py").write_text(typo)
    checked = mypy("good.py", "typo.py", cwd=tmp_path)
    assert checked.returncode == 1, checked.stdout + checked.stderr
    errors = [line for line in checked.stdout.splitlines() if ": error: " in line]
    assert [line for line in errors if not line.startswith("typo.py:")] == [], checked.stdout
    assert '"UrbanWarCommandTestResponse" has no attribute "outcom"' in checked.stdout
    assert 'has no attribute "stepp"' in checked.stdout
    # The closed set is a Literal type: a misspelled value is an error, not any string.
    misspelled = [line for line in errors if "[arg-type]" in line]
    assert len(misspelled) == 1 and "\"Literal['oponent']\"" in misspelled[0], checked.stdout
    assert "Literal['opponent', 'self']" in misspelled[0], checked.stdout
    assert " errors in 1 file (checked 2 source files)" in checked.stdout


SEALED_SCRIPT = """\
from referee_client.api.umbra_turris_encounters import encounter_umbra_turris_melee_parry
from referee_client.api.urban_war_encounters import encounter_urban_war_orders
from referee_client.models import (
    EncounterCreated,
    SealedWaiting,
    UmbraTurrisEncounterMeleeParryAnswer,
    UmbraTurrisParryPartParams,
    UrbanWarEncounterOrdersAnswer,
    UrbanWarOrdersParams,
)
from referee_sdk import AuthenticatedClient, Retry, encounter_step


def orders(red: AuthenticatedClient, eid: str, body: UrbanWarOrdersParams) -> int:
    answer = encounter_step(encounter_urban_war_orders.sync_detailed, eid, client=red, body=body)
    if isinstance(answer, SealedWaiting):
        return len(answer.waiting_for)
    resolved: UrbanWarEncounterOrdersAnswer = answer
    return resolved.index


def parry(
    blue: AuthenticatedClient, eid: str, body: UmbraTurrisParryPartParams
) -> SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer:
    return Retry(attempts=2).encounter_step(
        encounter_umbra_turris_melee_parry.sync_detailed, eid, client=blue, body=body
    )


def tokens(created: EncounterCreated) -> dict[str, str]:
    first = created.side_tokens.get("red")
    return {side: token for side, token in created.side_tokens.items()} | (
        {"first": first} if first else {}
    )


def typo(red: AuthenticatedClient, eid: str, body: UrbanWarOrdersParams) -> None:
    answer = encounter_step(encounter_urban_war_orders.sync_detailed, eid, client=red, body=body)
    print(answer.no_such_field)
"""


def test_steps_that_can_wait_for_a_sealed_part_keep_their_types(tmp_path):
    """The README's sealed-orders pattern: a step that may answer `SealedWaiting` (orders,
    the Umbra Turris parry) types as `SealedWaiting | <its answer>`, not `Any` ("Cannot
    infer function type argument" before); a map of tokens reads as a mapping. The only
    errors are the deliberate typo's, which an `Any` answer would let pass."""
    (tmp_path / "sealed.py").write_text(SEALED_SCRIPT)
    checked = mypy("sealed.py", cwd=tmp_path)
    errors = [line for line in checked.stdout.splitlines() if ": error: " in line]
    assert errors, checked.stdout
    for line in errors:
        assert '"no_such_field"' in line, checked.stdout
        assert "SealedWaiting | UrbanWarEncounterOrdersAnswer" in line, checked.stdout
    assert "Cannot infer" not in checked.stdout


def test_a_map_of_the_generated_client_behaves_as_a_mapping():
    from referee_client.models import EncounterCreatedSideTokens

    tokens = EncounterCreatedSideTokens.from_dict({"red": "t-red", "blue": "t-blue"})
    assert dict(tokens.items()) == {"red": "t-red", "blue": "t-blue"}
    assert list(tokens) == ["red", "blue"] and len(tokens) == 2
    assert list(tokens.values()) == ["t-red", "t-blue"] and tokens.get("green") is None


def test_the_readme_type_checks_in_a_fresh_virtualenv_outside_the_repository(tmp_path):
    """As a new user: a fresh virtualenv outside the repository, the SDK installed as the
    README says (`pip install ./sdk/python`, here by its absolute path), and every Python
    snippet of the README, in order as one script (they continue one another), checked by
    `mypy --strict`. The sealed-orders step included: its answer must type as
    `SealedWaiting | answer`, not `Any`."""
    from tests.support.readmes import code

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    mypy_pin = next(
        line.split('"')[1]
        for line in (ROOT / "pyproject.toml").read_text().splitlines()
        if line.strip().startswith('"mypy==')
    )
    installed = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         str(SDK), mypy_pin],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stdout + installed.stderr
    script = tmp_path / "readme_snippets.py"
    script.write_text("\n\n".join(code("sdk/python/README.md", "python")) + "\n")
    checked = subprocess.run(
        [str(python), "-m", "mypy", "--strict", "--no-incremental", str(script)],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
        env={k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")},
    )  # fmt: skip
    assert checked.returncode == 0, checked.stdout + checked.stderr
    reveal = subprocess.run(
        [str(python), "-m", "mypy", "--strict", "--no-incremental", "-c",
         script.read_text() + "\nreveal_type(answer)\n"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )  # fmt: skip
    assert "SealedWaiting" in reveal.stdout, reveal.stdout
