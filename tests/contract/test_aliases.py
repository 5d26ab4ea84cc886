"""The game's abbreviations are documented where a generic JSON client sees them.

The server accepts `CD` for `command` (referee.schemas.BaseSchema; tests/api checks the
answers and the 422 for both at once). The spec lists each alias as a property beside its
long name, marked deprecated, with the same type and range, so a client validating a body
against the spec (additionalProperties: false) does not refuse one the server takes.
"""

from __future__ import annotations

import json
import re
from functools import cache

from jsonschema import Draft202012Validator


@cache
def spec() -> dict:
    from openapi_write import spec_text

    return json.loads(spec_text())


_ALIAS = re.compile(r"Alias: `(\w+)`\.")


def _aliased():
    for name, schema in spec()["components"]["schemas"].items():
        properties = schema.get("properties", {})
        for prop, found in properties.items():
            match = _ALIAS.search(found.get("description", ""))
            if match:
                yield name, prop, match.group(1), properties


def test_every_alias_is_a_deprecated_property_like_its_long_name():
    checked = 0
    for name, prop, alias, properties in _aliased():
        assert alias in properties, f"{name}.{prop}: alias {alias} is not a property"
        documented = properties[alias]
        assert documented["deprecated"] is True
        assert f"Alias of `{prop}`" in documented["description"]
        assert "default" not in documented  # a generated client would send both
        same = {k: v for k, v in properties[prop].items() if k not in ("description", "default")}
        assert {
            k: v for k, v in documented.items() if k not in ("description", "deprecated")
        } == same
        checked += 1
    assert checked >= 30  # Urban War's profile, Umbra Turris's, Walka's levels, in many shapes


def test_a_body_with_aliases_validates_against_the_spec_and_the_server_takes_it(client):
    schemas = spec()["components"]["schemas"]
    body = {"command": 4, "CAL": 1, "seed": "table-7"}
    schema = {
        "$ref": "#/components/schemas/UrbanWarCommandTestRequest",
        "components": {"schemas": schemas},
    }
    assert list(Draft202012Validator(schema).iter_errors(body)) == []
    answer = client.post("/v1/urban-war/command-test", json=body)
    assert answer.status_code == 200, answer.get_json()
    long_names = client.post(
        "/v1/urban-war/command-test", json={"command": 4, "calibre": 1, "seed": "table-7"}
    )
    assert answer.get_json() == long_names.get_json()


def test_an_unknown_short_name_is_still_refused_by_the_spec():
    schemas = spec()["components"]["schemas"]
    schema = {
        "$ref": "#/components/schemas/UrbanWarCommandTestRequest",
        "components": {"schemas": schemas},
    }
    assert list(Draft202012Validator(schema).iter_errors({"command": 4, "XX": 1})) != []
