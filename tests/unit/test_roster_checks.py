"""The roster checks and rule options every system's encounter schemas share (issue 15)."""

import marshmallow as ma
import pytest

from referee.schemas import BaseSchema, digest_defaults, flag
from referee.systems import SYSTEMS
from tests.support import umbra_turris, walka
from tests.support.urban_war import roster as urban_war_roster


def _create_errors(system: str, models: list[dict]) -> dict:
    with pytest.raises(ma.ValidationError) as refused:
        SYSTEMS[system].encounter.create_params().load({"models": models})
    return refused.value.messages


@pytest.mark.parametrize(
    ("system", "models", "words"),
    [
        (
            "urban-war",
            urban_war_roster(per_side=1) + urban_war_roster(per_side=1),
            "model ids must be unique: b1, r1",
        ),
        (
            "umbra-turris",
            umbra_turris.roster() + [umbra_turris.victim("b1", "red")],
            "model ids must be unique: b1",
        ),
        (
            "walka",
            [walka.ala(), walka.bor(), walka.bor(side="west")],
            "character ids must be unique: Bor",
        ),
    ],
)
def test_a_roster_that_repeats_an_id_is_refused_in_each_system(system, models, words):
    assert _create_errors(system, models) == {"models": [words]}


@pytest.mark.parametrize(
    ("system", "models", "words"),
    [
        (
            "urban-war",
            urban_war_roster(per_side=1)[:1] + [{**urban_war_roster(per_side=1)[0], "id": "r9"}],
            "Urban War is fought by exactly two players; the models name 1 side(s): red",
        ),
        (
            "umbra-turris",
            [umbra_turris.victim("a", "red"), umbra_turris.victim("b", "red")],
            "an Umbra Turris fight needs at least two sides; the models name only red",
        ),
        (
            "walka",
            [walka.ala(), walka.bor(side="north")],
            "a combat needs at least two sides; the characters name 1: north",
        ),
    ],
)
def test_a_roster_of_one_side_is_refused_in_each_system_in_its_words(system, models, words):
    assert _create_errors(system, models) == {"models": [words]}


def test_rule_options_take_the_digests_defaults_by_name():
    @digest_defaults({"ambush": True})
    class Options(BaseSchema):
        ambush = flag("An ambush opens the fight.")

    assert Options().load({}) == {"ambush": True}


def test_rule_options_and_their_defaults_must_name_the_same_options():
    with pytest.raises(ValueError, match="Options and its defaults name different options"):

        @digest_defaults({"ambush": True, "night": False})
        class Options(BaseSchema):
            ambush = flag("An ambush opens the fight.")
