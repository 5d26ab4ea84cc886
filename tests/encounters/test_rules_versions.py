"""Rules versions (docs/rules/versions.md): every export any shipped version of Referee wrote
still verifies with today's code, and each decision kept behind a version gives the old
answer under the old version and the new one under the current version.

The archive (tests/vectors/archive, made by make_archive.py from the commits' own code, and
the SDK vector tests/vectors/encounter-urban-war.json of 2026-11-29) goes through
POST /v1/verify. A rules change that would give any archived step another outcome, without
a new rules version, fails here. The signed exports (referee-encounter-v2) were signed with
the archive's own test key: the service verifying them lists the archive's key sets
(keys.json) as retired keys (REFEREE_RETIRED_KEYS), as a service that once signed with
them would.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from referee import versions
from referee.app import create_app
from referee.dice import ManualDice
from referee.encounters.proof import verify_export
from referee.systems import ENCOUNTER_SYSTEMS
from referee.systems.umbra_turris.rules import shooting as ut_shooting
from referee.systems.urban_war.rules import melee as uw_melee
from referee.systems.urban_war.rules import shooting as uw_shooting
from referee.systems.walka.rules import surprise as walka_surprise
from referee.systems.walka.rules import wounds as walka_wounds
from referee.violations import RuleViolation
from tests.support.urban_war import UrbanWar, roster

VECTORS = Path(__file__).resolve().parents[1] / "vectors"
ARCHIVED = sorted((VECTORS / "archive").glob("*/*-*.json")) + [VECTORS / "encounter-urban-war.json"]


def _load(path: Path) -> dict:
    return json.loads(path.read_text("utf-8"))


KEY_SETS = sorted((VECTORS / "archive").glob("*/keys.json"))


def _verify(export: dict) -> dict:
    """What POST /v1/verify answers for an unsigned export, in this process."""
    return verify_export(ENCOUNTER_SYSTEMS, export, {"keys": []})


@pytest.fixture(scope="module")
def archive_client(settings):
    """A service that once signed with the archive's keys: they are its retired keys."""
    retired = {"keys": [key for path in KEY_SETS for key in _load(path)["keys"]]}
    app = create_app(dataclasses.replace(settings, retired_keys=json.dumps(retired)))
    return app.test_client()


def test_the_archive_holds_every_system_of_every_shipped_version():
    """Both pre-version rule sets (2026-11-29 and 2026-12-01), each with every game."""
    held = {
        (path.parent.name, _load(path)["encounter"]["system"])
        for path in ARCHIVED
        if path.parent.name != "vectors"
    }
    for made in ("2026-11-29-c52c030", "2026-12-01-a8a37b8"):
        assert {system for folder, system in held if folder == made} == set(ENCOUNTER_SYSTEMS)
    signed = {
        _load(path)["encounter"]["system"]
        for path in ARCHIVED
        if _load(path)["format"] == "referee-encounter-v2"
    }
    assert signed == set(ENCOUNTER_SYSTEMS)
    assert sum(path.stat().st_size for path in ARCHIVED) < 500_000


@pytest.mark.parametrize("path", ARCHIVED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_archived_export_verifies_in_full(path, archive_client):
    export = _load(path)
    answer = archive_client.post("/v1/verify", json=export)
    assert answer.status_code == 200, answer.get_json()
    result = answer.get_json()
    assert result["first_mismatch"] is None and result["first_failure"] is None
    assert result["ok"] is True and result["commitment_ok"] is True
    rules = ENCOUNTER_SYSTEMS[export["encounter"]["system"]].rules_by_step
    assert result["steps_recomputed"] == sum(entry["step"] in rules for entry in export["log"])
    if export["format"] == "referee-encounter-v2":
        assert result["chain_ok"] is True and result["signed"] is True
        assert {name: check["ok"] for name, check in result["signatures"].items()} == {
            "commitment": True,
            "record": True,
        }
        assert all("rules_version" in entry for entry in export["log"])
    else:
        assert result["chain_ok"] is None and result["signed"] is False
        # Logged before versions: verify took the version in force at each entry's time.
        assert not any("rules_version" in entry for entry in export["log"])


def test_a_signed_archived_export_is_refused_by_a_service_without_the_archive_key(client):
    path = next(p for p in ARCHIVED if _load(p)["format"] == "referee-encounter-v2")
    result = client.post("/v1/verify", json=_load(path)).get_json()
    assert result["ok"] is False and result["signed"] is False


def test_a_changed_rule_without_a_new_version_breaks_the_archive(monkeypatch):
    """The archive check can fail: below_half_wounds computed as version 1 did, for every
    version, is caught at the first archived step that logged the current meaning."""
    original = uw_shooting.below_half_wounds
    monkeypatch.setattr(
        uw_shooting, "below_half_wounds", lambda after, most: bool(original(after, most))
    )
    failed = {}
    for path in ARCHIVED:
        export = _load(path)
        if export["encounter"]["system"] == "urban-war":
            mismatch = _verify(export)["first_mismatch"]
            if mismatch is not None:
                failed[path.name] = mismatch
    assert failed, "no archived export noticed the changed rule"
    mismatch = next(iter(failed.values()))
    assert mismatch["field"] == "outcome"
    assert mismatch["step"] in ("melee", "shooting", "overwatch_interrupt", "break_off")


def test_an_entry_from_a_version_this_service_does_not_know_is_a_mismatch():
    export = _load(VECTORS / "encounter-urban-war.json")
    unknown = versions.current("urban-war") + 1
    export["log"][3]["rules_version"] = unknown
    mismatch = _verify(export)["first_mismatch"]
    assert (mismatch["index"], mismatch["field"], mismatch["logged"]) == (
        3,
        "rules_version",
        unknown,
    )
    assert f"1 to {unknown - 1}" in mismatch["recomputed"]


def test_an_entry_with_a_version_is_recomputed_with_that_version():
    """The vector's melee (entry 5) logged below_half_wounds false, version 1's answer:
    marked version 2 it no longer verifies, marked version 1 it does."""
    export = _load(VECTORS / "encounter-urban-war.json")
    export["log"][5]["rules_version"] = 2
    mismatch = _verify(export)["first_mismatch"]
    assert (mismatch["index"], mismatch["field"]) == (5, "outcome")
    assert mismatch["recomputed"]["strikes"][0]["saves"]["below_half_wounds"] is None
    export["log"][5]["rules_version"] = 1
    assert _verify(export)["ok"] is True


def test_a_melee_marked_version_3_measures_below_half_from_the_w_before_it():
    """urban-war.md §6.8 (version 3): the same melee (no wounds_max in its params) takes each
    model at full W: the defender kept its W 1 (not below half), the attacker fell to 0
    (below half). Versions 1 and 2 logged false, and null; neither verifies as version 3."""
    export = _load(VECTORS / "encounter-urban-war.json")
    export["log"][5]["rules_version"] = 3
    mismatch = _verify(export)["first_mismatch"]
    assert (mismatch["index"], mismatch["field"]) == (5, "outcome")
    recomputed = [s["saves"]["below_half_wounds"] for s in mismatch["recomputed"]["strikes"]]
    assert recomputed == [False, True]


def test_an_unversioned_entry_is_the_version_in_force_at_its_time():
    history = versions.URBAN_WAR
    assert history.at("2026-11-29T11:48:21.229+00:00") == 1
    assert history.at("2026-12-01T20:00:00.000+00:00") == 2
    assert history.at("2026-12-02T00:00:00.000+00:00") == 3
    assert history.at(None) == 1


# -- where the versions are recorded


def test_an_encounter_records_its_versions_and_each_entry_the_one_that_resolved_it(client):
    """Created with the current versions of its game and of dice notation; a step of the game
    logs Urban War's version, the free roll dice notation's."""
    table = UrbanWar(client, models=roster(1))
    current = {"urban-war": versions.current("urban-war"), "dice": versions.current("dice")}
    assert table.created["encounter"]["rules_versions"] == current
    assert table.get()["rules_versions"] == current
    table.orders()
    table.free_roll({"expression": "1d6", "label": "wandering monster"})
    table.reveal()
    by_step = {entry["step"]: entry.get("rules_version") for entry in table.log()}
    assert by_step == {
        "orders": versions.current("urban-war"),
        "free_roll": versions.current("dice"),
    }
    export = table.export()
    assert export["encounter"]["rules_versions"] == current
    # Signed by this service: its key set is the one POST /v1/verify checks against.
    assert client.post("/v1/verify", json=export).get_json()["ok"] is True


def test_a_stateless_answer_names_its_rules_version(client):
    answer = client.post("/v1/umbra-turris/shooting/hit", json={"distance_cm": 5, "seed": "s"})
    assert answer.status_code == 200, answer.data
    assert answer.get_json()["rules_version"] == versions.current("umbra-turris")
    roll = client.post("/v1/dice/roll", json={"expression": "1d6", "seed": "s"}).get_json()
    assert roll["rules_version"] == versions.current("dice")


# -- each decision behind a version, both ways


def _saves(version: int | None) -> dict:
    params = {"wounds": 1, "target_wounds": 1, "context": "melee"}
    if version is not None:
        params = versions.given(params, version)
    return uw_shooting.saves(params, ManualDice([]))


def test_urban_war_saves_below_half_wounds_v1_false_v2_null_without_wounds_max():
    assert _saves(1)["below_half_wounds"] is False
    assert _saves(2)["below_half_wounds"] is None
    assert _saves(None)["below_half_wounds"] is None  # no version given: the current one


def test_urban_war_a_melee_panic_test_says_due_from_version_2():
    model = {"command": 6, "calibre": 0, "panicked": False, "in_play": True}
    params = {
        "attacker": {**model, "hits_suffered": 2},
        "defender": {**model, "hits_suffered": 0},
    }
    old = uw_melee.result(versions.given(params, 1), ManualDice([5, 5]))
    new = uw_melee.result(params, ManualDice([5, 5]))
    assert "due" not in old["panic_test"] and new["panic_test"]["due"] is False
    assert {k: v for k, v in new["panic_test"].items() if k != "due"} == old["panic_test"]


def test_umbra_turris_an_aim_above_the_highest_is_refused_from_version_2():
    params = {"aim_levels": 6, "toughness": 3, "damage_base": 2}
    with pytest.raises(RuleViolation) as refused:
        ut_shooting.check_damage(params)
    assert refused.value.code == "aim_too_high"
    ut_shooting.check_damage(versions.given(params, 1))


def test_walka_surprise_answers_natural_and_total_from_version_2():
    params = {"ref_level": 1, "detection_dc": 12}
    old = walka_surprise.surprise(versions.given(params, 1), ManualDice([15]))
    new = walka_surprise.surprise(params, ManualDice([15]))
    assert "natural" not in old and "total" not in old
    assert (new["natural"], new["total"]) == (15, 16)


def test_walka_a_zero_damage_critical_on_the_back_records_a_wound_only_in_version_1():
    params = {
        "location": "back",
        "taken": 0,
        "damage_type": "blunt",
        "critical": True,
        "rules": {"crit_effect_requires_damage": False},
    }
    assert walka_wounds.wounds(versions.given(params, 1), ManualDice([]))["wound"] is not None
    assert walka_wounds.wounds(params, ManualDice([]))["wound"] is None
