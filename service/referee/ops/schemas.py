from marshmallow import fields

from referee.schemas import BaseSchema


class Health(BaseSchema):
    status = fields.String(
        required=True, metadata={"description": "`ok` while the process serves."}
    )


class Readiness(BaseSchema):
    status = fields.String(required=True, metadata={"description": "`ready` when Redis answers."})
    store = fields.String(
        required=True,
        metadata={
            "description": "`redis` (REDIS_URL), `embedded` (a private redis-server "
            "started by gunicorn) or `in-process` (a single process only)."
        },
    )
    persistent = fields.Boolean(
        required=True,
        metadata={
            "description": "False for the embedded and in-process stores: they keep "
            "nothing after the service stops."
        },
    )
