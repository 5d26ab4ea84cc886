"""create_app(): the one place that wires config, store and blueprints."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import redis
from flask import Flask
from flask_swagger_ui import get_swaggerui_blueprint

from referee import errors, observability, protection
from referee import systems as registry
from referee.api import Api
from referee.body import BodyJSONProvider, BodyRequest
from referee.config import Settings
from referee.encounters.proof_routes import blueprint as proof_blueprint
from referee.encounters.routes import blueprints as encounter_blueprints
from referee.encounters.service import EncounterService
from referee.fast.sync import PlainSyncFlask
from referee.ops.routes import blp as ops_blp
from referee.problems import blp as problems_blp
from referee.step_routes import blueprint as step_blueprint
from referee.store.connection import connect
from referee.store.encounters import EncounterStore
from referee.web import blp as web_blp

API_VERSION = "0.1.0"
DESCRIPTION = """\
Referee resolves one step of a tabletop fight per request: it rolls the dice, applies the
rules and answers with the outcome and every die it rolled.

**Dice.** Every die comes from referee-dice-v1: HMAC-SHA256(seed, label || 0x00 ||
uint64_be(i)) blocks split into big-endian uint32 words, each die `1 + w mod N` after
rejecting `w >= 2^32 - (2^32 mod N)`. Send `seed` to make a roll reproducible (the same seed
and inputs give byte-identical answers); omit it and a fresh 128-bit seed is returned. Send
`dice` instead to use dice rolled at the table.

**Errors** are `application/problem+json` (RFC 9457) with `type`, `title`, `status`,
`detail`, `code`, `instance` and, for invalid fields, `errors` by field path. `type` is
`/problems/<code>`: GET it for a short page on what the problem means and how to fix it.
`instance` is `urn:referee:request:<X-Request-ID>`. Problems may gain members: ignore the
ones you do not know.

**Evolution.** Within /v1 a later version may add operations, optional request fields,
answer fields and enum values (every closed set, e.g. `system`, `rng`, `step`, problem
`code`): none of that is a breaking change. Clients must ignore answer fields they do not
know and accept enum values they do not know. The game's abbreviations (`CD` for `command`)
are accepted as aliases and listed as deprecated properties: send one or the other.

**Access.** Where the server sets API keys, every operation but /healthz and /readyz needs
`X-API-Key` (401 without); changes to an encounter also need its game master's or a side's
bearer token. Where it sets a rate limit, answers carry `RateLimit-Policy` and a refused
request gets 429 with `Retry-After`.

**Rule references.** Descriptions cite each game's rules by section number (after a §) and by
rule number (R8): both are those of Referee's rules reference for the game (docs/rules/urban-war.md,
umbra-turris.md and walka.md in Referee's repository), where each numbered rule is stated in
one line. "(DECISION)" marks a point the published rules leave open or contradict, and which
Referee settled one way; the rules reference gives the reading chosen. The rules version an
answer carries (`rules_version`) names the set of such readings it was resolved with.
"""


class Referee(PlainSyncFlask):
    request_class = BodyRequest


@dataclass(frozen=True)
class Store:
    client: redis.Redis
    kind: str  # redis, embedded or in-process


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings.from_env()
    # First, so that even the store's start-up warnings are JSON lines.
    observability.configure_logging(logging.getLevelName(logging.INFO))
    app = Referee("referee")
    app.json = BodyJSONProvider(app)
    app.config.update(
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        API_TITLE="Referee",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        API_SPEC_OPTIONS={
            "info": {
                "description": DESCRIPTION,
                "contact": {"name": "The Referee maintainers"},
                "license": {"name": "Apache License 2.0", "identifier": "Apache-2.0"},
            },
            "servers": [{"url": "/", "description": "this server"}],
        },
    )
    app.json.sort_keys = False
    app.json.ensure_ascii = False
    kind = (
        "in-process"
        if not settings.redis_url
        else ("embedded" if settings.redis_embedded else "redis")
    )
    client = connect(settings)
    app.extensions["referee.store"] = Store(client, kind)
    app.extensions["referee.encounters"] = EncounterService(
        EncounterStore(client, settings), settings, registry.ENCOUNTER_SYSTEMS
    )
    app.config["REFEREE_MAX_MODELS"] = settings.max_models

    api = Api(app, closed_sets=registry.registry_sets())
    # The spec lists the routes in this order: each system's steps, dice notation, then the
    # encounters.
    for blp in (
        ops_blp,
        *(step_blueprint(system) for system in registry.DECLARED.values()),
        *encounter_blueprints(registry.ENCOUNTER_SYSTEMS),
        proof_blueprint(),
    ):
        api.register_blueprint(blp)
    app.register_blueprint(problems_blp)
    app.register_blueprint(web_blp)  # /table/ and /verify/: pages, not API, so not in the spec
    app.register_blueprint(
        get_swaggerui_blueprint("/docs", "/openapi.json", config={"app_name": "Referee API"})
    )
    errors.init_app(app)
    observability.init_app(app)
    protection.init_app(app, settings)
    return app
