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
