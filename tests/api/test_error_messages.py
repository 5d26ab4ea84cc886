"""Every route's validation errors are in the game's words (issue 17 point 9).

For every operation in the spec with a JSON body: `{}`, and the body with each
top-level field renamed by a one-letter typo, get a 4xx problem+json in which no
text is one of marshmallow's, webargs' or marshmallow-oneofschema's own defaults,
and the typo is answered with the field it was meant to be.
"""

from __future__ import annotations

import inspect
import re

import marshmallow
import pytest
import webargs.core
from marshmallow import fields, validate

from referee.schemas import BaseSchema
from tests.support import umbra_turris, urban_war, walka
from tests.support.encounters import Encounter


def _field_classes(cls=fields.Field):
    yield cls
    for sub in cls.__subclasses__():
        yield from _field_classes(sub)


def _library_texts() -> set[str]:
    """The literal part of every default message the libraries would send."""
    texts = set()
    for cls in _field_classes():
        texts.update(cls.__dict__.get("default_error_messages", {}).values())
    for _, cls in inspect.getmembers(validate, inspect.isclass):
        for name in dir(cls):
            if name == "default_message" or name.startswith("message_"):
                value = getattr(cls, name)
                if isinstance(value, str):
                    texts.add(value)
    texts.update(marshmallow.Schema._default_error_messages.values())
    texts.add(webargs.core.Parser.DEFAULT_VALIDATION_MESSAGE)
    # webargs' flask parser and marshmallow-oneofschema write these inline.
    texts.update(
        ["Invalid JSON body.", "Unsupported value: ", "Invalid data type: ", "Invalid value: "]
    )
    # A template's text up to its first placeholder; "greater than" and the like
    # are parts of Range's templates, kept whole only when long enough to be telling.
    literal = {re.split(r"\{", t, maxsplit=1)[0] for t in texts}
    return {t for t in literal if len(t) >= 8}


LIBRARY_TEXTS = _library_texts()


def test_the_library_texts_are_collected():
    for text in ["Missing data for required field.", "Not a valid string.", "Unknown field."]:
        assert text in LIBRARY_TEXTS
    assert "Must be one of: " in LIBRARY_TEXTS


def _typo(name: str) -> str:
    """The name with its middle letter left out: `command` -> `comand`."""
    middle = len(name) // 2
    return name[:middle] + name[middle + 1 :]


def _resolve(spec, schema):
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _variants(spec, schema) -> list[tuple[dict, dict]]:
    """(base body, properties) for each shape a body may take: one per system of a one-of."""
    schema = _resolve(spec, schema)
    if "oneOf" in schema:
        out = []
        for variant in schema["oneOf"]:
            variant = _resolve(spec, variant)
            system = _resolve(spec, variant["properties"]["system"])["enum"][0]
            out.append(({"system": system}, variant["properties"]))
        return out
    return [({}, schema.get("properties", {}))]


def _operations(spec):
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method == "parameters":
                continue
            content = (op.get("requestBody") or {}).get("content", {})
            if "application/json" in content:
                yield method, path, content["application/json"]["schema"]


@pytest.fixture(scope="module")
def spec(app):
    return app.test_client().get("/openapi.json").get_json()


@pytest.fixture
def table(client):
    """One encounter per system: a step route of one system on another's encounter is a
    404 before its body is read (test_hostile_clients)."""
    return {
        "urban-war": Encounter(client, "urban-war", urban_war.roster()),
        "umbra-turris": Encounter(client, "umbra-turris", umbra_turris.roster()),
        "walka": Encounter(client, "walka", [walka.ala(), walka.bor()]),
    }


def _texts(body) -> list[str]:
    texts = [body.get("detail", "")]
    for messages in (body.get("errors") or {}).values():
        texts += messages
    return texts


def _send(client, tables, method, path, body):
    system = next((s for s in tables if f"/{s}/" in path), "urban-war")
    table = tables[system]
    url = path.replace("{encounter_id}", table.id)
    url = re.sub(r"\{[^}]*index\}", "0", url)  # an index in the path is a number
    url = re.sub(r"\{[^}]+\}", table.id, url)
    return client.open(url, method=method.upper(), json=body, headers=table.auth(table.gm))


def _assert_in_game_words(response, what):
    assert 400 <= response.status_code < 500, (what, response.status_code, response.data)
    assert response.mimetype == "application/problem+json", what
    body = response.get_json(force=True)
    for text in _texts(body):
        for default in LIBRARY_TEXTS:
            assert default not in text, (what, text)
    return body


def test_every_body_route_is_covered(spec):
    operations = list(_operations(spec))
    assert len(operations) >= 30, len(operations)


def test_empty_and_misspelt_bodies_get_game_words(client, spec, table):
    checked = 0
    for method, path, schema in _operations(spec):
        what = f"{method.upper()} {path}"
        r = _send(client, table, method, path, {})
        if r.status_code >= 300:  # `{}` is a whole request where every field is optional
            _assert_in_game_words(r, f"{what} {{}}")
        for base, properties in _variants(spec, schema):
            for name in properties:
                if name in base or len(name) < 2:
                    continue
                typo = _typo(name)
                if typo in properties:
                    continue
                case = f"{what} {name} as {typo}"
                r = _send(client, table, method, path, {**base, typo: 1})
                body = _assert_in_game_words(r, case)
                assert r.status_code == 422, (case, r.status_code, body)
                [message] = body["errors"][typo]
                assert "did you mean" in message and repr(name) in message, (case, body)
                checked += 1
    assert checked >= 100, checked


def test_unknown_system_lists_the_systems_and_suggests_one(client):
    r = client.post("/v1/encounters", json={"system": "urbanwar"})
    body = _assert_in_game_words(r, "urbanwar")
    assert r.status_code == 422
    [message] = body["errors"]["system"]
    assert "did you mean 'urban-war'?" in message
    for system in ["urban-war", "umbra-turris", "walka"]:
        assert system in message


def test_a_typo_names_the_field_it_meant(client):
    r = client.post("/v1/urban-war/command-test", json={"comand": 4})
    body = _assert_in_game_words(r, "comand")
    assert body["errors"]["comand"] == ["is not a field of this request; did you mean 'command'?"]
    assert body["errors"]["command"] == ["command (CD) is required"]


def test_a_bad_order_is_reported_under_the_model_not_value(client, table):
    table = table["urban-war"]
    r = table.step("orders", {"side": "red", "orders": {"r1": "charge"}}, table.gm, expect=None)
    body = _assert_in_game_words(r, "orders")
    assert r.status_code == 422
    assert "orders.r1.value" not in body["errors"]
    [message] = body["errors"]["orders.r1"]
    assert "must be one of" in message and "'charge'" in message


def test_library_range_and_length_get_game_words():
    """A field declared without its own words still names itself in player words."""

    class Sample(BaseSchema):
        hits = fields.Integer(required=True, validate=validate.Range(min=0, max=5))
        name = fields.String(validate=validate.Length(max=3))
        wounds = fields.List(fields.Integer(), validate=validate.Length(min=1))

    errors = Sample().validate({"hits": 9, "name": "long", "wounds": ["x"]})
    assert errors == {
        "hits": ["hits must be from 0 to 5, not 9"],
        "name": ["name must have at most 3 characters"],
        "wounds": {0: ["each entry of wounds must be a whole number"]},
    }
    assert Sample().validate({}) == {"hits": ["hits is required"]}


def test_a_nested_non_object_names_its_field(client):
    r = client.post("/v1/urban-war/command-test", json={"command": 4, "modifiers": [3]})
    body = _assert_in_game_words(r, "modifiers")
    assert body["errors"] == {"modifiers.0": ["each entry of modifiers must be a JSON object"]}
