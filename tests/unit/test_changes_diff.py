"""The log's changes are derived: a diff of the state before and after a step's apply."""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from referee.encounters import runner
from referee.encounters.changes import Depth, diff
from referee.encounters.model import Actor, EncounterStep, EncounterSystem
from referee.encounters.service import EncounterError
from referee.schemas import BaseSchema

WALKA_LIKE = Depth(
    nested=frozenset({"conditions"}),
    keyed=frozenset({"weapons"}),
    removed_whole=True,
)


def _state() -> dict:
    return {
        "round": 1,
        "turn": {"character": "a", "position": 0},
        "models": {
            "a": {
                "id": "a",
                "hp": 10,
                "conditions": {"prone": False, "blind": False},
                "weapons": [
                    {"id": "bow", "loaded": False, "reload_progress": 1},
                    {"id": "knife", "loaded": True, "reload_progress": 0},
                ],
                "wounds": [{"id": "w1", "bleeding": 2}],
            },
            "b": {"id": "b", "hp": 7},
        },
        "hidden": {"orders": {"a": "overwatch"}},
    }


def _changed(change) -> tuple[dict, dict]:
    before = _state()
    after = copy.deepcopy(before)
    change(after)
    return before, after


def test_an_unchanged_state_and_a_value_set_to_itself_record_nothing():
    before, after = _changed(lambda s: s["models"]["a"].update(hp=10))
    assert diff(before, after, WALKA_LIKE) == []


def test_a_top_level_field_is_recorded_whole():
    before, after = _changed(lambda s: s["turn"].update(position=1))
    assert diff(before, after) == [
        {
            "path": "turn",
            "from": {"character": "a", "position": 0},
            "to": {"character": "a", "position": 1},
        }
    ]


def test_a_model_field_is_recorded_at_its_model():
    before, after = _changed(lambda s: s["models"]["b"].update(hp=3))
    assert diff(before, after) == [{"path": "models.b.hp", "from": 7, "to": 3}]


def test_a_nested_field_is_recorded_key_by_key_only_where_the_depth_says_so():
    before, after = _changed(lambda s: s["models"]["a"]["conditions"].update(prone=True))
    assert diff(before, after, WALKA_LIKE) == [
        {"path": "models.a.conditions.prone", "from": False, "to": True}
    ]
    assert diff(before, after) == [
        {
            "path": "models.a.conditions",
            "from": {"prone": False, "blind": False},
            "to": {"prone": True, "blind": False},
        }
    ]


def test_an_item_of_a_keyed_collection_is_recorded_by_its_id():
    def reload(state):
        state["models"]["a"]["weapons"][0].update(loaded=True, reload_progress=0)

    before, after = _changed(reload)
    assert sorted(diff(before, after, WALKA_LIKE), key=lambda c: c["path"]) == [
        {"path": "models.a.weapons.bow.loaded", "from": False, "to": True},
        {"path": "models.a.weapons.bow.reload_progress", "from": 1, "to": 0},
    ]


def test_a_keyed_collection_that_gains_or_loses_an_item_is_recorded_whole():
    before, after = _changed(lambda s: s["models"]["a"]["weapons"].pop())
    [change] = diff(before, after, WALKA_LIKE)
    assert change["path"] == "models.a.weapons"
    assert [w["id"] for w in change["to"]] == ["bow"]


def test_a_list_of_items_the_depth_does_not_key_is_recorded_whole():
    before, after = _changed(lambda s: s["models"]["a"]["wounds"][0].update(bleeding=0))
    assert diff(before, after, WALKA_LIKE) == [
        {
            "path": "models.a.wounds",
            "from": [{"id": "w1", "bleeding": 2}],
            "to": [{"id": "w1", "bleeding": 0}],
        }
    ]


def test_an_added_model_is_recorded_whole_from_none():
    new = {"id": "c", "hp": 4}
    before, after = _changed(lambda s: s["models"].update(c=new))
    assert diff(before, after) == [{"path": "models.c", "from": None, "to": new}]


def test_a_removed_model_says_present_or_carries_the_model_as_the_depth_says():
    before, after = _changed(lambda s: s["models"].pop("b"))
    assert diff(before, after) == [{"path": "models.b", "from": "present", "to": None}]
    assert diff(before, after, WALKA_LIKE) == [
        {"path": "models.b", "from": {"id": "b", "hp": 7}, "to": None}
    ]


def test_the_hidden_part_is_left_out():
    before, after = _changed(lambda s: s["hidden"]["orders"].pop("a"))
    assert diff(before, after, WALKA_LIKE) == []


def test_the_values_share_nothing_with_the_state():
    before, after = _changed(lambda s: s["models"]["a"]["weapons"].pop())
    [change] = diff(before, after, WALKA_LIKE)
    after["models"]["a"]["weapons"][0]["loaded"] = "changed later"
    before["models"]["a"]["weapons"][0]["loaded"] = "changed later"
    assert change["from"][0]["loaded"] is False
    assert change["to"][0]["loaded"] is False


# -- the runner logs what apply did, whatever apply remembers to say


class _Nothing(BaseSchema):
    pass


def _system(apply) -> tuple[EncounterSystem, EncounterStep]:
    step = EncounterStep(
        name="poke",
        summary="a step whose apply only mutates the state",
        params=_Nothing,
        outcome=_Nothing,
        actor=Actor.GM,
        bind=lambda state, params: {},
        apply=apply,
    )
    system = EncounterSystem(
        system="walka",  # a game with a rules version: the runner records it
        create_params=_Nothing,
        state_schema=_Nothing,
        model_schema=_Nothing,
        initial_state=lambda params: _state(),
        steps=(step,),
        add_model=lambda state, roster: None,
        edit_model=lambda state, model_id, roster: None,
        remove_model=lambda state, model_id: None,
        depth=WALKA_LIKE,
    )
    return system, step


def _loaded() -> SimpleNamespace:
    return SimpleNamespace(doc={"id": "e1", "state": _state(), "log_length": 3})


def test_a_mutation_in_apply_shows_in_the_log_entry_and_the_answer():
    def apply(state, params, plan, outcome):
        state["models"]["a"]["weapons"][1]["loaded"] = False
        state["round"] = 2

    system, step = _system(apply)
    prepared = runner.resolve(system, step, _loaded(), {}, "gm")
    expected = [
        {"path": "round", "from": 1, "to": 2},
        {"path": "models.a.weapons.knife.loaded", "from": True, "to": False},
    ]
    assert prepared.entry["changes"] == expected
    assert prepared.doc["state"]["round"] == 2
    reply = prepared.respond({"id": "e1", "seed_commitment": "c", "version": 4})
    assert reply.body["changes"] == expected


def _correct(apply):
    system, _ = _system(lambda *args: None)
    change = runner.correction_change(system, "gm.edit_model", {"model_id": "a"}, apply)
    return change(_loaded(), "gm")


def test_a_correction_that_drops_a_sealed_choice_with_its_model_passes_and_logs_no_hidden():
    def remove(state):
        del state["models"]["a"]
        del state["hidden"]["orders"]["a"]

    prepared = _correct(remove)
    [change] = prepared.entry["changes"]
    assert change["path"] == "models.a"
    assert prepared.doc["state"]["hidden"] == {"orders": {}}


@pytest.mark.parametrize(
    "tamper",
    [
        lambda state: state["hidden"]["orders"].update(a="snap_fire"),
        lambda state: state["hidden"]["orders"].update(b="overwatch"),
        lambda state: state["hidden"].update(extra={}),
    ],
    ids=["replaces a sealed choice", "adds one", "adds a sealed part"],
)
def test_a_correction_that_changes_the_sealed_part_is_refused(tamper):
    with pytest.raises(EncounterError) as refused:
        _correct(tamper)
    assert refused.value.code == "sealed_untouchable"
