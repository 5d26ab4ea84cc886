"""/healthz (the process is alive) and /readyz (it can reach its store)."""

import redis
from flask import current_app

from referee.api import Blueprint
from referee.errors import problem
from referee.ops.schemas import Health, Readiness

blp = Blueprint("operations", __name__, description="Liveness and readiness probes.")


@blp.route("/healthz", methods=["GET"])
@blp.doc(operationId="healthz")
@blp.response(200, Health())
def healthz():
    """Liveness: answers while the process serves requests; touches nothing else."""
    return {"status": "ok"}


@blp.route("/readyz", methods=["GET"])
@blp.doc(operationId="readyz")
@blp.alt_response(503, response="SERVICE_UNAVAILABLE", success=False)
@blp.response(200, Readiness())
def readyz():
    """Readiness: answers 200 when the encounter store (Redis) answers a PING, else 503."""
    store = current_app.extensions["referee.store"]
    try:
        store.client.ping()
    except redis.RedisError as exc:
        return problem(
            503,
            f"the encounter store (Redis) does not answer: {exc}",
            code="store_unavailable",
            headers={"Retry-After": "1"},
        )
    return {"status": "ready", "store": store.kind, "persistent": store.kind == "redis"}
