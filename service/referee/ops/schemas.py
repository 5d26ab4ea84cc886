from marshmallow import fields

from referee.schemas import BaseSchema, closed


class Health(BaseSchema):
    status = closed("HealthStatus", ["ok"], "`ok` while the process serves.", required=True)


class Readiness(BaseSchema):
    status = closed("ReadyStatus", ["ready"], "`ready` when Redis answers.", required=True)
    store = closed(
        "StoreKind",
        ["redis", "embedded", "in-process"],
        "`redis` (REDIS_URL), `embedded` (a private redis-server started by gunicorn) or "
        "`in-process` (a single process only).",
        required=True,
    )
    persistent = fields.Boolean(
        required=True,
        metadata={
            "description": "False for the embedded and in-process stores: they keep "
            "nothing after the service stops."
        },
    )
    signing_key = closed(
        "SigningKeyKind",
        ["configured", "generated"],
        "`configured`: REFEREE_SIGNING_KEY or REFEREE_SIGNING_KEY_FILE, durable. `generated`: "
        "made at first start and kept in the store only, NOT durable: when the store loses "
        "it, signatures made with it can no longer be checked against this server's keys "
        "(docs/encounters.md, The record is proof).",
        required=True,
    )
