"""The Python SDK's offline check of an export's proof (referee_sdk.verify_encounter with
the service's key set): the hash chain and both signatures, and every kind of forged
export refused at its first failing point (tests/support/forgery.py)."""

from __future__ import annotations

import json

import pytest
from referee_sdk import verify_encounter

from tests.support import forgery


@pytest.fixture(scope="module")
def exported(app):
    return forgery.revealed_fight(app.test_client())


def test_the_services_export_verifies_offline_with_its_keys(exported):
    export, keys = exported
    result = verify_encounter(export, keys=keys)
    assert result.ok and result.chain_ok and result.signed, result.failures
    assert result.first_failure is None and result.rolls_checked > 3
    assert str(result).endswith("the hash chain holds; signed by the service")
    # As JSON text too, and without keys the signatures are said to be unchecked.
    assert verify_encounter(json.dumps(export), keys=json.dumps(keys)).signed is True
    unchecked = verify_encounter(export)
    assert unchecked.ok and unchecked.signed is None
    assert "signatures not checked" in str(unchecked)


@pytest.mark.parametrize("forge", forgery.FORGERIES, ids=lambda f: f.__name__)
def test_a_forged_export_is_refused_offline_at_its_first_failing_point(exported, forge):
    export, keys = exported
    forged, _ = forge(export)
    result = verify_encounter(forged, keys=keys)
    assert not result.ok
    assert result.first_failure.startswith(forgery.where_offline(forge, export)), (
        result.first_failure
    )


def test_rolls_all_emptied_in_a_v1_export_is_not_verified(exported):
    export, _ = exported
    forged, _ = forgery.rolls_emptied(export)
    forged["format"] = "referee-encounter-v1"
    result = verify_encounter(forged)
    assert not result.ok and result.rolls_checked == 0
    assert "emptied" in result.first_failure
